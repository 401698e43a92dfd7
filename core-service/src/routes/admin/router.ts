import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { actingUser, type CoreState } from '../../middleware/acting-user';
import { adminHandlers } from './handlers';

export function adminRouter(deps: AppDeps): Router<CoreState> {
  const h = adminHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/admin' });
  router.use(actingUser(deps.db, ['admin']));
  router.get('/stats', h.stats);
  return router;
}
