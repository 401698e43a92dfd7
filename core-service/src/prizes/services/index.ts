// Prize payouts: the organizer's list and recording one as sent, the admin's outstanding view,
// dependencies bound once. Payouts are computed inside the results' transaction (prize-ledger.ts).
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { listPayouts, outstandingByOrganizer, playerPayouts, recordPayoutSent } from './payout-service';

export function createPrizeServices(deps: ServiceDeps) {
  return {
    list: bind(deps.db, listPayouts),
    recordSent: bind(deps, recordPayoutSent),
    forPlayer: bind(deps.db, playerPayouts),
    outstanding: () => outstandingByOrganizer(deps.db),
  };
}
