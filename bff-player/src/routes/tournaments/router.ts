import Router from '@koa/router';
import { requireUser, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import { revalidated } from '../../middleware/revalidated';
import { tournamentHandlers } from './handlers';

export function tournamentsRouter(core: PlayerCore) {
  const h = tournamentHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/tournaments' });
  router.get('/', h.list);
  router.get('/browse', h.browse);
  router.get('/:id', ...revalidated('public'), h.get);
  router.get('/:id/registrations', ...revalidated('private'), h.registrations);
  router.post('/:id/join', requireUser(), h.join);
  router.post('/:id/fetch-results', requireUser(), h.fetchResults);
  return router;
}
