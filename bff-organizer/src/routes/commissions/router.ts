// /api/organizer/commissions: what the organizer owes the platform, and paying it (the organizer's
// UPI transaction id; an admin confirms it).
import Router from '@koa/router';
import type { CommissionPaymentBody } from '@chess-portal/contracts';
import { idempotencyKeyOf, requireRole, userOf, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../clients/core-client';

export function commissionsRouter(core: OrganizerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/organizer/commissions' });
  router.use(requireRole('organizer', 'admin'));
  router.get('/', async (ctx) => {
    ctx.body = await core.listCommissions(userOf(ctx).id);
  });
  router.post('/:id/pay', async (ctx) => {
    const { transactionId } = ctx.request.body as CommissionPaymentBody;
    ctx.body = await core.payCommission(userOf(ctx).id, ctx.params.id, transactionId, idempotencyKeyOf(ctx));
  });
  return router;
}
