import Router from '@koa/router';
import { requireRole, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { userOf, type BffContext } from '@chess-portal/service-kit';
import { statsHandlers } from './handlers';

export function statsRouter(core: AdminCore) {
  const h = statsHandlers(core);
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/stats' });
  router.use(requireRole('admin'));
  router.get('/', h.get);
  return router;
}

/** /api/admin/payouts/outstanding: what each organizer still owes players (product.md §10). */
export function outstandingPayoutsRouter(core: AdminCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/payouts' });
  router.use(requireRole('admin'));
  router.get('/outstanding', async (ctx: BffContext) => {
    ctx.body = await core.outstandingPayouts(userOf(ctx).id);
  });
  return router;
}
