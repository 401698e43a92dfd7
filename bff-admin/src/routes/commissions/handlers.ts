// /api/admin/commissions: commissions by status, and confirming a payment.
import { userOf, type BffContext, forwardedQuery } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

type Ctx = BffContext & { params: { id: string } };

export function commissionHandlers(core: AdminCore) {
  return {
    /** one page, searched and filtered by core (issue 15) */
    async search(ctx: Ctx) {
      ctx.body = await core.searchCommissions(userOf(ctx).id, forwardedQuery<'searchAdminCommissions'>(ctx.query));
    },
    async list(ctx: Ctx) {
      ctx.body = await core.listCommissions(userOf(ctx).id, forwardedQuery<'listAdminCommissions'>(ctx.query));
    },
    async confirm(ctx: Ctx) {
      const { transactionId } = (ctx.request.body ?? {}) as { transactionId?: string };
      ctx.body = await core.confirmCommission(userOf(ctx).id, ctx.params.id, transactionId ? { transactionId } : {});
    },
  };
}
