import Router from '@koa/router';
import type { BffContextExtras, BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import { tournamentHandlers } from './handlers';

export function tournamentsRouter(core: PlayerCore) {
  const h = tournamentHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/tournaments' });
  router.get('/', h.list);
  return router;
}
