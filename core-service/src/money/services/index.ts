// The money view per tournament and per organizer, and its CSV, dependencies bound once.
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { organizerMoney, organizerMoneyCsv, tournamentMoney } from './money-view';

export function createMoneyServices(deps: ServiceDeps) {
  return {
    forOrganizer: bind(deps, organizerMoney),
    forTournament: bind(deps.db, tournamentMoney),
    csv: bind(deps, organizerMoneyCsv),
  };
}
