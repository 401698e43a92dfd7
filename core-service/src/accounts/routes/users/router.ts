import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { userHandlers } from './handlers';

export function usersRouter(deps: AppDeps): Router {
  const h = userHandlers(deps);
  const router = new Router();
  router.get('/users/:userId/session-user', h.sessionUser);
  router.delete('/users/:userId/sessions', h.endSessions);
  return router;
}
