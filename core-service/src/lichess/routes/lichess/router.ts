import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { lichessHandlers } from './handlers';

/**
 * Bodies are checked against core.yaml (ajv); ownership in the services. The role guard sits on each
 * route (not router.use): other routers serve public paths under /lichess too (e.g. /lichess/team).
 */
export function lichessRouter(services: Services): Router<CoreState> {
  const h = lichessHandlers(services);
  const guard = actingUser(services, ['organizer', 'admin']);
  const router = new Router<CoreState>({ prefix: '/lichess' });
  router.post('/arena/create', guard, h.createArena);
  router.post('/swiss/create', guard, h.createSwiss);
  router.post('/swiss/add-player', guard, h.addPlayer);
  router.post('/swiss/remove-player', guard, h.removePlayer);
  return router;
}
