import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { actingUser, type CoreState } from '../../middleware/acting-user';
import { organizerHandlers } from './handlers';

export function organizerRouter(deps: AppDeps): Router<CoreState> {
  const h = organizerHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/organizer' });
  router.use(actingUser(deps.db, ['organizer', 'admin']));
  router.get('/tournaments', h.listTournaments);
  return router;
}
