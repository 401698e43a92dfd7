import Router from '@koa/router';
import { requireUser, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import type { AccountLimiter } from '../../services/account-limits';
import { accountHandlers } from './handlers';

export function accountsRouter(core: PlayerCore, limiter: AccountLimiter) {
  const h = accountHandlers(core, limiter);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api' });
  router.post('/auth/register', h.register);
  router.post('/auth/verify-team', requireUser(), h.verifyTeam);
  router.get('/check-team', requireUser(), h.checkTeam);
  router.get('/team-info', h.teamInfo);
  router.get('/me', requireUser(), h.profile);
  router.put('/me', requireUser(), h.updateProfile);
  router.post('/apply-organizer', h.applyOrganizer);
  router.post('/auth/forgot-password', h.forgotPassword);
  router.post('/auth/reset-password', h.resetPassword);
  router.post('/auth/confirm-email', h.confirmEmail);
  return router;
}
