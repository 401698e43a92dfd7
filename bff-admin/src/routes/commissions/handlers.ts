// /api/admin/commissions: commissions by status, and confirming a payment.
import type { CommissionStatus } from '@chess-portal/contracts';
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { statusFilter } from '../../services/status-filter';

type Ctx = BffContext & { params: { id: string } };
const STATUSES: CommissionStatus[] = ['pending', 'confirmed', 'overdue'];

export function commissionHandlers(core: AdminCore) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await core.listCommissions(userOf(ctx).id, statusFilter(ctx.query.status, STATUSES));
    },
    async confirm(ctx: Ctx) {
      const { transactionId } = (ctx.request.body ?? {}) as { transactionId?: string };
      ctx.body = await core.confirmCommission(userOf(ctx).id, ctx.params.id, transactionId ? { transactionId } : {});
    },
  };
}
