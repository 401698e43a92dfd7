import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { commissionHandlers } from './handlers';

export function commissionsRouter(core: AdminCore) {
  const h = commissionHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/commissions' });
  router.use(requireRole('admin'));
  router.get('/', h.list);
  router.get('/search', h.search);
  router.post('/:id/confirm', h.confirm);
  router.post('/:id/adjustments', h.adjust);
  return router;
}

export function transactionIdsRouter(core: AdminCore) {
  const h = commissionHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/transaction-ids' });
  router.use(requireRole('admin'));
  router.get('/reused', h.reusedTransactionIds);
  return router;
}
