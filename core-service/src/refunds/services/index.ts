// Refunds: the organizer's list and recording one as sent, dependencies bound once. The ledger itself
// (oweRefund, oweRefundsForTournament) is called inside the registrations' and tournaments' transactions.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { listRefunds, playerRefunds, recordRefundSent } from './refund-service';

export function createRefundServices(deps: ServiceDeps) {
  return {
    list: bind(deps.db, listRefunds),
    recordSent: bind(deps, recordRefundSent),
    forPlayer: bind(deps.db, playerRefunds),
  };
}
