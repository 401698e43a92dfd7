// /admin/commissions: organizer commissions and their confirmation.
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { adminCommissionHandlers } from './handlers';

export function adminCommissionsRouter(services: Services): Router<CoreState> {
  const h = adminCommissionHandlers(services);
  const router = new Router<CoreState>({ prefix: '/commissions' });
  router.get('/', h.list);
  router.get('/search', h.search);
  router.post('/:commissionId/confirm', h.confirm);
  return router;
}
