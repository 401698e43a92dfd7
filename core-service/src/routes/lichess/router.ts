import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { actingUser, type CoreState } from '../../middleware/acting-user';
import { lichessHandlers } from './handlers';

/** Bodies are checked against core.yaml (ajv); ownership in the services. */
export function lichessRouter(deps: AppDeps): Router<CoreState> {
  const h = lichessHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/lichess' });
  router.use(actingUser(deps.db, ['organizer', 'admin']));
  router.post('/arena/create', h.createArena);
  router.post('/swiss/create', h.createSwiss);
  router.post('/swiss/add-player', h.addPlayer);
  router.post('/swiss/remove-player', h.removePlayer);
  return router;
}
