import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { authHandlers } from './handlers';

export function authRouter(services: Services): Router {
  const h = authHandlers(services);
  const router = new Router();
  router.post('/auth/login', h.login);
  return router;
}
