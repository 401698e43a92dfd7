// /admin/commissions: organizer commissions and their confirmation.
import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { adminCommissionHandlers } from './handlers';

export function adminCommissionsRouter(deps: AppDeps): Router<CoreState> {
  const h = adminCommissionHandlers(deps);
  const router = new Router<CoreState>({ prefix: '/commissions' });
  router.get('/', h.list);
  router.post('/:commissionId/confirm', h.confirm);
  return router;
}
