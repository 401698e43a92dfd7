import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { lichessConnectionHandlers } from './handlers';

/**
 * The acting organizer's (or admin's) own Lichess connection; bodies checked against core.yaml. The
 * role guard sits on each route: other routers serve public paths under /lichess (e.g. /lichess/team).
 */
export function lichessConnectionRouter(services: Services): Router<CoreState> {
  const h = lichessConnectionHandlers(services);
  const guard = actingUser(services, ['organizer', 'admin']);
  const router = new Router<CoreState>({ prefix: '/lichess' });
  router.get('/connection', guard, h.get);
  router.delete('/connection', guard, h.remove);
  router.post('/oauth/start', guard, h.start);
  router.post('/oauth/callback', guard, h.callback);
  return router;
}
