import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { authHandlers } from './handlers';

export function authRouter(deps: AppDeps): Router {
  const h = authHandlers(deps);
  const router = new Router();
  router.post('/auth/login', h.login);
  return router;
}
