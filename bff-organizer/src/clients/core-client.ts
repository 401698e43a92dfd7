// What bff-organizer needs from core: the shared session calls, the organizer's tournaments and their
// registrations, the Lichess integration panel and the organizer's commissions. Every call acts for
// the signed-in user (X-Acting-User-Id); core enforces roles and ownership.
import type {
  ApprovedExport,
  ApprovedNames,
  BulkReviewRequest,
  BulkReviewResult,
  CloseResult,
  CommissionPaymentResult,
  DeleteResult,
  EndResult,
  OrganizerCommissions,
  MoneyLine,
  OrganizerMoney,
  PayoutList,
  PayoutSentResult,
  RefundList,
  RefundSentResult,
  OrganizerRegistrations,
  OrganizerTournamentDefaults,
  OrganizerTournamentDetail,
  OrganizerTournamentList,
  OrganizerTournamentSaved,
  PushResult,
  ResultsFetched,
  ReviewResult,
  SwissPlayerResult,
  TeamReport,
} from '@chess-portal/contracts';
import type { components } from '@chess-portal/contracts/generated/organizer-common';
import type { Readable } from 'node:stream';
import {
  actingAs,
  asSent,
  coreEventHub,
  corePathSerializer,
  createCoreClient,
  unwrap,
  unwrapStream,
  type CoreClientOptions,
  type ForwardedQuery,
  type EventHub,
  type CoreClient,
  type SessionCore,
} from '@chess-portal/service-kit';
import { lichessConnectionCalls, type LichessConnectionCore } from './lichess-connection-client';

type S = components['schemas'];
export type TournamentBody = S['OrganizerTournamentRequest'];
export type ArenaBody = S['ArenaCreateRequest'];
export type SwissBody = S['SwissCreateRequest'];
export type PlayerBody = S['SwissPlayerRequest'];
/** hereOnly: end / close / delete here only (confirmed after the "no longer connected" answer). */
export type LifecycleOptions = S['LifecycleOptions'];
export type ApproveBody = S['ApproveRequest'];
export type StatementUploadQuery = Partial<
  Record<'fileName' | 'date' | 'credit' | 'reference' | 'narration' | 'payer', string>
>;
export type PayoutSentBody = S['PayoutSentRequest'];

/** A CSV of core passed on as it arrives (never read whole here), with core's Content-Disposition. */
export type CsvDownload = { stream: Readable; disposition: string | null };

export type OrganizerCore = SessionCore &
  /** this process's live-update hub over core's feed (service-kit events/event-hub.ts); test stubs may leave it out */
  Partial<{ eventHub: EventHub; missedEvents: CoreClient['missedEvents'] }> &
  LichessConnectionCore & {
    /** list queries go as the browser sent them: core validates them */
    listOrganizerTournaments(
      actingUserId: string,
      query?: ForwardedQuery<'listOrganizerTournaments'>,
    ): Promise<OrganizerTournamentList>;
    tournamentDefaults(actingUserId: string): Promise<OrganizerTournamentDefaults>;
    createTournament(actingUserId: string, body: TournamentBody): Promise<OrganizerTournamentSaved>;
    getTournament(actingUserId: string, id: string): Promise<OrganizerTournamentDetail>;
    updateTournament(actingUserId: string, id: string, body: TournamentBody): Promise<OrganizerTournamentSaved>;
    deleteTournament(actingUserId: string, id: string, options?: LifecycleOptions): Promise<DeleteResult>;
    endTournament(actingUserId: string, id: string, options?: LifecycleOptions): Promise<EndResult>;
    closeTournament(actingUserId: string, id: string, options?: LifecycleOptions): Promise<CloseResult>;
    /** `idempotencyKey`: the browser's Idempotency-Key, passed on (push, approve, pay) */
    pushTournament(actingUserId: string, id: string, idempotencyKey?: string): Promise<PushResult>;
    fetchResults(actingUserId: string, id: string): Promise<ResultsFetched>;
    exportApproved(actingUserId: string, id: string): Promise<ApprovedExport>;
    approvedNames(actingUserId: string, id: string): Promise<ApprovedNames>;
    verifyTeam(actingUserId: string, id: string): Promise<TeamReport>;
    listRegistrations(
      actingUserId: string,
      id: string,
      query?: ForwardedQuery<'listOrganizerRegistrations'>,
    ): Promise<OrganizerRegistrations>;
    bulkReview(actingUserId: string, id: string, body: BulkReviewRequest): Promise<BulkReviewResult>;
    /** the CSV text and core's Content-Disposition (the file name) */
    exportCsv(actingUserId: string, id: string, query?: ForwardedQuery<'exportRegistrationsCsv'>): Promise<CsvDownload>;
    approveRegistration(
      actingUserId: string,
      id: string,
      regId: string,
      body?: ApproveBody,
      idempotencyKey?: string,
    ): Promise<ReviewResult>;
    rejectRegistration(actingUserId: string, id: string, regId: string): Promise<ReviewResult>;
    revokeRegistration(actingUserId: string, id: string, regId: string, reason: string): Promise<ReviewResult>;
    listCommissions(actingUserId: string): Promise<OrganizerCommissions>;
    listRefunds(actingUserId: string, query?: ForwardedQuery<'listRefunds'>): Promise<RefundList>;
    recordRefundSent(actingUserId: string, id: string, utr: string): Promise<RefundSentResult>;
    listPayouts(actingUserId: string, query?: ForwardedQuery<'listPayouts'>): Promise<PayoutList>;
    recordPayoutSent(actingUserId: string, id: string, body: PayoutSentBody): Promise<PayoutSentResult>;
    organizerMoney(actingUserId: string, query?: ForwardedQuery<'organizerMoney'>): Promise<OrganizerMoney>;
    tournamentMoney(actingUserId: string, id: string): Promise<MoneyLine>;
    /** core's CSV as a stream (never held whole), with its Content-Disposition */
    exportMoneyCsv(actingUserId: string): Promise<CsvDownload>;
    payCommission(
      actingUserId: string,
      id: string,
      transactionId: string,
      idempotencyKey?: string,
    ): Promise<CommissionPaymentResult>;
    listStatements(actingUserId: string): Promise<S['StatementList']>;
    /** the file as the raw body; 200 with the reconciliation, or the upload still being read (202) */
    uploadStatement(
      actingUserId: string,
      file: Buffer,
      query: StatementUploadQuery,
    ): Promise<S['StatementReconciliation'] | S['StatementUploadAccepted']>;
    getStatement(actingUserId: string, id: string): Promise<S['StatementReconciliation']>;
    approveFromStatement(
      actingUserId: string,
      id: string,
      body: S['StatementApproveRequest'],
    ): Promise<S['StatementApproveResult']>;
    /** across the organizer's open statements (of one tournament with tournamentId) */
    countExactMatches(actingUserId: string, tournamentId?: string): Promise<S['ExactMatchesSummary']>;
    approveExactMatches(actingUserId: string, body: S['ExactMatchesRequest']): Promise<S['ExactMatchesApproveResult']>;
    createArena(actingUserId: string, body: ArenaBody): Promise<PushResult>;
    createSwiss(actingUserId: string, body: SwissBody): Promise<PushResult>;
    addSwissPlayer(actingUserId: string, body: PlayerBody): Promise<SwissPlayerResult>;
    removeSwissPlayer(actingUserId: string, body: PlayerBody): Promise<SwissPlayerResult>;
  };

export function createOrganizerCoreClient(options: CoreClientOptions): OrganizerCore {
  const core = createCoreClient(options);
  const { api } = core;
  const on = (user: string, id: string, key?: string) => ({ params: { path: { id }, ...actingAs(user, key) } });
  const reg = (user: string, id: string, regId: string, key?: string) => ({
    params: { path: { id, regId }, ...actingAs(user, key) },
  });
  const as = (user: string) => ({ params: actingAs(user) });
  /** a CSV streamed through: core's bytes as they come (its JSON error, before the first byte, as an HttpError) */
  const download = async (
    user: string,
    path: string,
    query: Record<string, string | string[] | undefined> = {},
  ): Promise<CsvDownload> => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
    const sent = search.size ? `${path}?${search}` : path;
    const { body, header } = await unwrapStream(core.getStream(sent, { 'X-Acting-User-Id': user }));
    return { stream: body, disposition: header('content-disposition') ?? null };
  };
  return {
    eventHub: coreEventHub(options, core),
    missedEvents: core.missedEvents,
    getSession: core.getSession,
    getSessionWithUser: core.getSessionWithUser,
    putSession: core.putSession,
    deleteSession: core.deleteSession,
    getSessionUser: core.getSessionUser,
    ...lichessConnectionCalls(api),
    listOrganizerTournaments: (user, query = {}) =>
      unwrap(api.GET('/organizer/tournaments', { params: { ...actingAs(user), query: asSent(query) } })),
    tournamentDefaults: (user) => unwrap(api.GET('/organizer/tournaments/new', as(user))),
    createTournament: (user, body) => unwrap(api.POST('/organizer/tournaments', { ...as(user), body })),
    getTournament: (user, id) => unwrap(api.GET('/organizer/tournaments/{id}', on(user, id))),
    updateTournament: (user, id, body) => unwrap(api.PUT('/organizer/tournaments/{id}', { ...on(user, id), body })),
    deleteTournament: (user, id, options = {}) =>
      unwrap(
        api.DELETE('/organizer/tournaments/{id}', {
          params: { path: { id }, ...actingAs(user), ...(options.hereOnly ? { query: { hereOnly: 'true' } } : {}) },
        }),
      ),
    endTournament: (user, id, options = {}) =>
      unwrap(api.POST('/organizer/tournaments/{id}/end', { ...on(user, id), body: options })),
    closeTournament: (user, id, options = {}) =>
      unwrap(api.POST('/organizer/tournaments/{id}/close', { ...on(user, id), body: options })),
    pushTournament: (user, id, key) => unwrap(api.POST('/organizer/tournaments/{id}/push', on(user, id, key))),
    fetchResults: (user, id) => unwrap(api.POST('/organizer/tournaments/{id}/fetch-results', on(user, id))),
    exportApproved: (user, id) => unwrap(api.GET('/organizer/tournaments/{id}/export-approved', on(user, id))),
    approvedNames: (user, id) => unwrap(api.GET('/organizer/tournaments/{id}/approved-names', on(user, id))),
    verifyTeam: (user, id) => unwrap(api.POST('/organizer/tournaments/{id}/verify-team', on(user, id))),
    listRegistrations: (user, id, query = {}) =>
      unwrap(
        api.GET('/organizer/tournaments/{id}/registrations', {
          params: { path: { id }, ...actingAs(user), query: asSent(query) },
        }),
      ),
    listStatements: (user) => unwrap(api.GET('/organizer/statements', as(user))),
    uploadStatement: (user, file, query) =>
      unwrap(
        api.POST('/organizer/statements', {
          params: { ...actingAs(user), query },
          // the file goes on as it came (core reads the raw body)
          body: file as unknown as string,
          bodySerializer: (b: unknown) => b as BodyInit,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      ),
    getStatement: (user, id) => unwrap(api.GET('/organizer/statements/{id}', on(user, id))),
    approveFromStatement: (user, id, body) =>
      unwrap(api.POST('/organizer/statements/{id}/approve', { ...on(user, id), body })),
    countExactMatches: (user, tournamentId) =>
      unwrap(
        api.GET('/organizer/statements/exact-matches', {
          params: { ...actingAs(user), query: tournamentId ? { tournamentId } : {} },
        }),
      ),
    approveExactMatches: (user, body) =>
      unwrap(api.POST('/organizer/statements/approve-exact', { params: actingAs(user), body })),
    bulkReview: (user, id, body) =>
      unwrap(api.POST('/organizer/tournaments/{id}/registrations/bulk-review', { ...on(user, id), body })),
    exportCsv: (user, id, query = {}) =>
      download(user, corePathSerializer('/organizer/tournaments/{id}/export-csv', { id }), query),
    approveRegistration: (user, id, regId, body = {}, key) =>
      unwrap(
        api.POST('/organizer/tournaments/{id}/registrations/{regId}/approve', { ...reg(user, id, regId, key), body }),
      ),
    rejectRegistration: (user, id, regId) =>
      unwrap(api.POST('/organizer/tournaments/{id}/registrations/{regId}/reject', reg(user, id, regId))),
    revokeRegistration: (user, id, regId, reason) =>
      unwrap(
        api.POST('/organizer/tournaments/{id}/registrations/{regId}/revoke', {
          ...reg(user, id, regId),
          body: { reason },
        }),
      ),
    listCommissions: (user) => unwrap(api.GET('/organizer/commissions', as(user))),
    listRefunds: (user, query = {}) =>
      unwrap(api.GET('/organizer/refunds', { params: { ...actingAs(user), query: asSent(query) } })),
    recordRefundSent: (user, id, utr) =>
      unwrap(api.POST('/organizer/refunds/{id}/sent', { ...on(user, id), body: { utr } })),
    listPayouts: (user, query = {}) =>
      unwrap(api.GET('/organizer/payouts', { params: { ...actingAs(user), query: asSent(query) } })),
    recordPayoutSent: (user, id, body) => unwrap(api.POST('/organizer/payouts/{id}/sent', { ...on(user, id), body })),
    organizerMoney: (user, query = {}) =>
      unwrap(api.GET('/organizer/money', { params: { ...actingAs(user), query: asSent(query) } })),
    tournamentMoney: (user, id) => unwrap(api.GET('/organizer/tournaments/{id}/money', on(user, id))),
    exportMoneyCsv: (user) => download(user, '/organizer/money/export.csv'),
    payCommission: (user, id, transactionId, key) =>
      unwrap(api.POST('/organizer/commissions/{id}/payment', { ...on(user, id, key), body: { transactionId } })),
    createArena: (user, body) => unwrap(api.POST('/lichess/arena/create', { ...as(user), body })),
    createSwiss: (user, body) => unwrap(api.POST('/lichess/swiss/create', { ...as(user), body })),
    addSwissPlayer: (user, body) => unwrap(api.POST('/lichess/swiss/add-player', { ...as(user), body })),
    removeSwissPlayer: (user, body) => unwrap(api.POST('/lichess/swiss/remove-player', { ...as(user), body })),
  };
}
