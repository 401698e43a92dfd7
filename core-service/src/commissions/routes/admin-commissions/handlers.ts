import type { CommissionStatus } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import type { CommissionConfirmationBody } from '../../services/admin-commission-service';
import { statusFilter } from '../../../shared/http/status-filter';
import { z } from 'zod';
import { arrayPage, parseListQuery } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState> & { params: { commissionId: string } };

const STATUSES: CommissionStatus[] = ['pending', 'confirmed', 'overdue'];

export function adminCommissionHandlers({ commissions, admin, registrations }: Services) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await commissions.list(statusFilter(ctx.query.status, STATUSES), arrayPage(ctx.query));
    },
    async search(ctx: Ctx) {
      ctx.body = await admin.searchCommissions(parseListQuery({ status: z.enum(STATUSES).optional() }, ctx.query));
    },
    async confirm(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as CommissionConfirmationBody;
      ctx.body = await commissions.confirm(ctx.state.actingUser, ctx.params.commissionId, body);
    },
    async adjust(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await commissions.adjust(ctx.state.actingUser, ctx.params.commissionId, ctx.request.body);
    },
    async reusedTransactionIds(ctx: Ctx) {
      const { after } = parseListQuery({ after: z.string().max(200).optional() }, { after: ctx.query.after });
      ctx.body = await registrations.reusedTransactionIds({ after });
    },
  };
}
