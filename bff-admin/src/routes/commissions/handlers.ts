// /api/admin/commissions: commissions by status, and confirming a payment.
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { forwardedQuery } from '../../clients/forwarded-query';

type Ctx = BffContext & { params: { id: string } };

export function commissionHandlers(core: AdminCore) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await core.listCommissions(userOf(ctx).id, forwardedQuery<'listAdminCommissions'>(ctx.query));
    },
    async confirm(ctx: Ctx) {
      const { transactionId } = (ctx.request.body ?? {}) as { transactionId?: string };
      ctx.body = await core.confirmCommission(userOf(ctx).id, ctx.params.id, transactionId ? { transactionId } : {});
    },
  };
}
