import type { CommissionStatus } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { confirmCommission, listCommissions } from '../../services/admin-commission-service';
import { statusFilter } from './status-filter';

type Ctx = ParameterizedContext<CoreState> & { params: { commissionId: string } };

const STATUSES: CommissionStatus[] = ['pending', 'confirmed', 'overdue'];

export function adminCommissionHandlers(deps: AppDeps) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await listCommissions(deps.db, statusFilter(ctx.query.status, STATUSES));
    },
    async confirm(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { transactionId?: string };
      ctx.body = await confirmCommission(deps, ctx.state.actingUser, ctx.params.commissionId, body);
    },
  };
}
