import Router from '@koa/router';
import { requireUser, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import { revalidated } from '../../middleware/revalidated';
import { tournamentHandlers } from './handlers';

/**
 * The `:id` routes name their context: koa-compress augments Koa's DefaultContext (a `compress` property), after
 * which @koa/router no longer infers a handler's `params` from its argument type.
 */
type IdParams = { params: { id: string } };

export function tournamentsRouter(core: PlayerCore) {
  const h = tournamentHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/tournaments' });
  router.get('/', ...revalidated('public'), h.list);
  router.get('/browse', h.browse);
  router.get<BffState, IdParams>('/:id', ...revalidated('public'), h.get);
  router.get<BffState, IdParams>('/:id/registrations', ...revalidated('private'), h.registrations);
  router.post<BffState, IdParams>('/:id/join', requireUser(), h.join);
  router.post<BffState, IdParams>('/:id/fetch-results', requireUser(), h.fetchResults);
  return router;
}
