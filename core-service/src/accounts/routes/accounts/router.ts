import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../acting-user';
import { accountHandlers } from './handlers';

export function accountsRouter(services: Services): Router<CoreState> {
  const h = accountHandlers(services);
  const acting = actingUser(services);
  const router = new Router<CoreState>();
  router.post('/users', h.register);
  router.get('/lichess/team', h.team);
  router.post('/account/lichess/oauth/start', acting, h.startLichessIdentity);
  router.post('/account/lichess/oauth/callback', acting, h.finishLichessIdentity);
  router.post('/lichess/identity/start', h.startVisitorIdentity);
  router.post('/lichess/identity/callback', h.finishVisitorIdentity);
  router.post('/account/team/verify', acting, h.verifyTeam);
  router.get('/account/team/check', acting, h.checkTeam);
  router.get('/account/profile', acting, h.profile);
  router.put('/account/profile', acting, h.updateProfile);
  router.post('/account/organizer-application', acting, h.applyAsPlayer);
  router.post('/organizer-applications', h.applyAsVisitor);
  router.post('/password-resets', h.requestPasswordReset);
  router.post('/password-resets/confirm', h.resetPassword);
  router.post('/email-changes/confirm', h.confirmEmailChange);
  return router;
}
