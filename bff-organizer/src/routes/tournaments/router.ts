import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../clients/core-client';
import { organizerTournamentHandlers } from './handlers';

export function organizerTournamentsRouter(core: OrganizerCore) {
  const h = organizerTournamentHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/organizer/tournaments' });
  router.use(requireRole('organizer', 'admin'));
  router.get('/', h.list);
  return router;
}
