// Registrations: joining, the lists, the organizer's review and approved-players export, dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { approvedNames, exportApproved, verifyTeam } from './approved-players-service';
import { bulkReviewRegistrations } from './bulk-review-service';
import { listOrganizerRegistrations } from './registration-list-service';
import { registrationsCsv } from './registrations-csv';
import { joinTournament } from './join-service';
import { approvalSince, approveRegistration, rejectRegistration } from './registration-review-service';
import { listMyRegistrations, listTournamentRegistrations } from './registration-service';
import { revokeRegistration, withdrawRegistration } from './revoke-service';
import { listReusedTransactionIds } from './transaction-ids';
import { organizerTournamentDetail } from './organizer-tournament-detail';

export function createRegistrationServices(deps: ServiceDeps) {
  return {
    listForTournament: bind(deps.db, listTournamentRegistrations),
    listMine: bind(deps, listMyRegistrations),
    join: bind(deps, joinTournament),
    approve: bind(deps, approveRegistration),
    approvalSince: bind(deps, approvalSince),
    reject: bind(deps, rejectRegistration),
    bulkReview: bind(deps, bulkReviewRegistrations),
    /** the organizer's page of one tournament, with its registrations */
    tournamentDetail: bind(deps, organizerTournamentDetail),
    listForOrganizer: bind(deps, listOrganizerRegistrations),
    csv: bind(deps, registrationsCsv),
    revoke: bind(deps, revokeRegistration),
    withdraw: bind(deps, withdrawRegistration),
    reusedTransactionIds: bind(deps.db, listReusedTransactionIds),
    exportApproved: bind(deps, exportApproved),
    approvedNames: bind(deps, approvedNames),
    verifyTeam: bind(deps, verifyTeam),
  };
}
