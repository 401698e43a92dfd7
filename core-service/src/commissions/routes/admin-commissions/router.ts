// /admin/commissions: organizer commissions and their confirmation.
import Router from '@koa/router';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { idempotent } from '../../../idempotency/routes/idempotency-middleware';
import { adminCommissionHandlers } from './handlers';

export function adminCommissionsRouter(services: Services): Router<CoreState> {
  const h = adminCommissionHandlers(services);
  const router = new Router<CoreState>({ prefix: '/commissions' });
  router.get('/', h.list);
  router.get('/search', h.search);
  router.post('/:commissionId/confirm', h.confirm);
  // a double click books one line: the same Idempotency-Key gets the first answer again
  router.post('/:commissionId/adjustments', idempotent(services, 'commission.adjustment'), h.adjust);
  return router;
}

/** /admin/transaction-ids/reused: ids carried by more than one registration or commission payment. */
export function adminTransactionIdsRouter(services: Services): Router<CoreState> {
  const h = adminCommissionHandlers(services);
  const router = new Router<CoreState>({ prefix: '/transaction-ids' });
  router.get('/reused', h.reusedTransactionIds);
  return router;
}
