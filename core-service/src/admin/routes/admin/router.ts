import Router from '@koa/router';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { adminApplicationsRouter } from '../admin-applications/router';
import { adminAuditRouter } from '../../../audit/routes/admin-audit/router';
import {
  adminCommissionsRouter,
  adminTransactionIdsRouter,
} from '../../../commissions/routes/admin-commissions/router';
import { adminSettingsRouter } from '../admin-settings/router';
import { adminUsersRouter } from '../admin-users/router';
import { adminHandlers } from './handlers';

/** Everything under /admin: the acting user must be an admin (403 otherwise), checked here for all. */
export function adminRouter(services: Services): Router<CoreState> {
  const h = adminHandlers(services);
  const router = new Router<CoreState>({ prefix: '/admin' });
  router.use(actingUser(services, ['admin']));
  router.get('/stats', h.stats);
  for (const sub of [
    adminUsersRouter,
    adminApplicationsRouter,
    adminCommissionsRouter,
    adminTransactionIdsRouter,
    adminSettingsRouter,
    adminAuditRouter,
  ]) {
    router.use(sub(services).routes());
  }
  return router;
}
