import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { actingUser, type CoreState } from '../../middleware/acting-user';
import { lichessConnectionHandlers } from './handlers';

/** The acting organizer's (or admin's) own Lichess connection; bodies checked against core.yaml. */
export function lichessConnectionRouter(deps: AppDeps): Router<CoreState> {
  const h = lichessConnectionHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/lichess' });
  router.use(actingUser(deps.db, ['organizer', 'admin']));
  router.get('/connection', h.get);
  router.delete('/connection', h.remove);
  router.post('/oauth/start', h.start);
  router.post('/oauth/callback', h.callback);
  return router;
}
