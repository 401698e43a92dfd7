import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { statsHandlers } from './handlers';

export function statsRouter(core: AdminCore) {
  const h = statsHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/stats' });
  router.use(requireRole('admin'));
  router.get('/', h.get);
  return router;
}
