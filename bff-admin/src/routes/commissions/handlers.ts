// /api/admin/commissions: commissions by status, confirming a payment and recording an adjustment;
// /api/admin/transaction-ids/reused: ids used by more than one registration or commission payment.
import type { CommissionAdjustmentBody } from '@chess-portal/contracts';
import { forwardedQuery, idempotencyKeyOf, userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

type Ctx = BffContext & { params: { id: string } };

export function commissionHandlers(core: AdminCore) {
  return {
    /** one page, searched and filtered by core */
    async search(ctx: Ctx) {
      ctx.body = await core.searchCommissions(userOf(ctx).id, forwardedQuery<'searchAdminCommissions'>(ctx.query));
    },
    async list(ctx: Ctx) {
      ctx.body = await core.listCommissions(userOf(ctx).id, forwardedQuery<'listAdminCommissions'>(ctx.query));
    },
    async confirm(ctx: Ctx) {
      const { transactionId, confirmReusedTransactionId } = (ctx.request.body ?? {}) as {
        transactionId?: string;
        confirmReusedTransactionId?: boolean;
      };
      ctx.body = await core.confirmCommission(userOf(ctx).id, ctx.params.id, {
        ...(transactionId ? { transactionId } : {}),
        ...(confirmReusedTransactionId ? { confirmReusedTransactionId } : {}),
      });
    },
    async adjust(ctx: Ctx) {
      const { amount, reason } = ctx.request.body as CommissionAdjustmentBody;
      ctx.status = 201;
      ctx.body = await core.adjustCommission(
        userOf(ctx).id,
        ctx.params.id,
        { amount: String(amount), reason },
        idempotencyKeyOf(ctx),
      );
    },
    async reusedTransactionIds(ctx: BffContext) {
      ctx.body = await core.listReusedTransactionIds(
        userOf(ctx).id,
        forwardedQuery<'listReusedTransactionIds'>(ctx.query),
      );
    },
  };
}
