import Router from '@koa/router';
import { requireUser, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import type { LoginLimiter } from '../../services/login-rate-limit';
import { authHandlers } from './handlers';

export function authRouter(core: PlayerCore, limiter: LoginLimiter) {
  const h = authHandlers(core, limiter);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/auth' });
  router.post('/login', h.login);
  router.get('/me', requireUser(), h.me);
  router.post('/logout', h.logout);
  return router;
}
