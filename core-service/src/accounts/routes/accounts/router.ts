import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { actingUser, type CoreState } from '../../../shared/middleware/acting-user';
import { accountHandlers } from './handlers';

export function accountsRouter(deps: AppDeps): Router<CoreState> {
  const h = accountHandlers(deps);
  const acting = actingUser(deps.db);
  const router = new Router<CoreState>();
  router.post('/users', h.register);
  router.get('/lichess/team', h.team);
  router.post('/account/lichess/verify', acting, h.verifyLichess);
  router.post('/account/team/verify', acting, h.verifyTeam);
  router.get('/account/team/check', acting, h.checkTeam);
  router.get('/account/profile', acting, h.profile);
  router.put('/account/profile', acting, h.updateProfile);
  router.post('/account/organizer-application', acting, h.applyAsPlayer);
  router.post('/organizer-applications', h.applyAsVisitor);
  router.post('/password-resets', h.requestPasswordReset);
  router.post('/password-resets/confirm', h.resetPassword);
  return router;
}
