import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { userHandlers } from './handlers';

export function usersRouter(services: Services): Router {
  const h = userHandlers(services);
  const router = new Router();
  router.get('/users/:userId/session-user', h.sessionUser);
  router.delete('/users/:userId/sessions', h.endSessions);
  return router;
}
