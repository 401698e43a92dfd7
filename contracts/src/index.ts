// Browser-safe entry: generated API types and the shared zod form schemas.
// Node-only OpenAPI helpers (ajv validation) live in '@chess-portal/contracts/openapi'.
import type { components as Common } from './generated/common';

export type * as CoreApi from './generated/core';
export type * as PlayerApi from './generated/bff-player';
export type * as OrganizerApi from './generated/bff-organizer';
export type * as AdminApi from './generated/bff-admin';

// running tournaments: organizer-common.yaml
import type { components as OrganizerCommon } from './generated/organizer-common';
type O = OrganizerCommon['schemas'];
export type OrganizerRegistration = O['OrganizerRegistration'];
export type ApprovedPlayer = O['ApprovedPlayer'];
export type OrganizerTournamentDetail = O['OrganizerTournamentDetail'];
export type OrganizerRegistrations = O['OrganizerRegistrations'];
export type OrganizerTournamentDefaults = O['OrganizerTournamentDefaults'];
export type OrganizerTournamentSaved = O['OrganizerTournamentSaved'];
export type EndResult = O['EndResult'];
export type DeleteResult = O['DeleteResult'];
export type CloseResult = O['CloseResult'];
export type PushResult = O['PushResult'];
export type ApprovedExport = O['ApprovedExport'];
export type ApprovedNames = O['ApprovedNames'];
export type TeamReport = O['TeamReport'];
export type ReviewResult = O['ReviewResult'];
export type ApproveRequest = O['ApproveRequest'];
export type RevokeRequest = O['RevokeRequest'];
export type ResultsFetched = O['ResultsFetched'];
export type SwissPlayerResult = O['SwissPlayerResult'];
export type OrganizerCommission = O['OrganizerCommission'];
export type OrganizerCommissions = O['OrganizerCommissions'];
export type CommissionPaymentResult = O['CommissionPaymentResult'];
// lists paged on the server
export type RegistrationCounts = O['RegistrationCounts'];
export type OrganizerTournamentList = O['OrganizerTournamentList'];
export type BulkReviewRequest = O['BulkReviewRequest'];
export type BulkReviewOutcome = O['BulkReviewOutcome'];
export type BulkReviewResult = O['BulkReviewResult'];

type S = Common['schemas'];
export type ApiError = S['Error'];
export type Role = S['Role'];
export type SessionUser = S['SessionUser'];
export type PublicTournament = S['PublicTournament'];
export type JoinRefusal = S['JoinRefusal'];
export type TournamentAccessOpensAt = S['TournamentAccessOpensAt'];
export type OrganizerTournament = S['OrganizerTournament'];
export type LichessSync = S['LichessSync'];
export type TournamentStatus = S['TournamentStatus'];
export type AdminStats = S['AdminStats'];
export type ResultRow = S['ResultRow'];
// accounts and onboarding
export type Profile = S['Profile'];
export type ProfileUpdate = S['ProfileUpdate'];
export type ProfileSaved = S['ProfileSaved'];
export type LichessProfile = S['LichessProfile'];
export type LichessVerification = S['LichessVerification'];
export type TeamVerification = S['TeamVerification'];
export type TeamInfo = S['TeamInfo'];
export type OrganizerApplicationSummary = S['OrganizerApplicationSummary'];
export type OrganizerApplicationRequest = S['OrganizerApplicationRequest'];
export type OrganizerApplicationCreated = S['OrganizerApplicationCreated'];
export type ApiMessage = S['Message'];
export type PaymentStatus = S['PaymentStatus'];
export type RegistrationStatusFilter = S['RegistrationStatusFilter'];
export type PublicRegistration = S['PublicRegistration'];
export type MyRegistration = S['MyRegistration'];
export type JoinResult = S['JoinResult'];
export type ServerTime = S['ServerTime'];
export type AdminUser = S['AdminUser'];
export type AdminApplication = S['AdminApplication'];
export type ApplicationStatus = S['ApplicationStatus'];
export type AdminCommission = S['AdminCommission'];
export type CommissionStatus = S['CommissionStatus'];
export type GlobalSetting = S['GlobalSetting'];
export type AuditEntry = S['AuditEntry'];
export type AuditPage = S['AuditPage'];
// notifications
export type Notification = S['Notification'];
export type NotificationKind = S['NotificationKind'];
export type NotificationList = S['NotificationList'];
export type EmailPreferences = S['EmailPreferences'];
export type EmailPreferencesUpdate = S['EmailPreferencesUpdate'];
export type OutboxJob = S['OutboxJob'];
export type OutboxJobList = S['OutboxJobList'];
export type PageInfo = S['PageInfo'];
export type TournamentPage = S['TournamentPage'];
export type AdminUserPage = S['AdminUserPage'];
export type AdminApplicationPage = S['AdminApplicationPage'];
export type AdminCommissionPage = S['AdminCommissionPage'];
export type TournamentScope = S['TournamentScope'];
export type FeeFilter = S['FeeFilter'];
// money: transaction ids, commission adjustments, withdrawals
export type TransactionIdMatch = S['TransactionIdMatch'];
export type ReusedTransactionIds = S['ReusedTransactionIds'];
export type CommissionAdjustment = S['CommissionAdjustment'];
export type WithdrawResult = S['WithdrawResult'];
// refunds, prizes and the money view (product.md §10)
export type Refund = S['Refund'];
export type RefundStatus = S['RefundStatus'];
export type Payout = S['Payout'];
export type PlayerMoney = S['PlayerMoney'];
export type OutstandingPayouts = S['OutstandingPayouts'];
export type PrizeDistributionView = S['PrizeDistribution'];
export type RefundList = O['RefundList'];
export type RefundSentResult = O['RefundSentResult'];
export type PayoutList = O['PayoutList'];
export type PayoutSentResult = O['PayoutSentResult'];
export type MoneyAmounts = O['MoneyAmounts'];
export type MoneyLine = O['MoneyLine'];
export type OrganizerMoney = O['OrganizerMoney'];

export * from './forms/login';
export * from './forms/wait';
export * from './forms/fields';
export * from './forms/qr-image';
export * from './forms/register';
export * from './forms/list-paging';
export * from './forms/lichess-username';
export * from './forms/organizer-application';
export * from './forms/profile';
export * from './forms/global-settings';
export * from './forms/lichess-integration';
export * from './forms/legacy-tournament';
export * from './forms/statements';
export * from './forms/organizer-tournament';
export * from './forms/join';
export * from './forms/password-reset';
export * from './forms/commission-payment';
export * from './forms/money-rules';
export * from './forms/money-ledgers';
export * from './forms/registration-counts';
export * from './forms/network';

// the organizer's Lichess OAuth connection: lichess-connection.yaml
import type { components as LichessConnectionSchemas } from './generated/lichess-connection';
export type LichessConnection = LichessConnectionSchemas['schemas']['LichessConnection'];
export type LichessOAuthStart = LichessConnectionSchemas['schemas']['LichessOAuthStart'];
export type LichessOAuthOutcome = LichessConnectionSchemas['schemas']['LichessOAuthOutcome'];

// Lichess sentences shared by core and the browser
export * from './lichess-messages';
export type LichessIdentityOutcome = LichessConnectionSchemas['schemas']['LichessIdentityOutcome'];
