import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { applicationHandlers } from './handlers';

export function applicationsRouter(core: AdminCore) {
  const h = applicationHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/applications' });
  router.use(requireRole('admin'));
  router.get('/', h.list);
  router.get('/search', h.search);
  router.put('/:id/review', h.review);
  return router;
}
