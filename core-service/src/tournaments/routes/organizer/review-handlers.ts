// Registration approve / reject and the organizer's commissions: HTTP → services.
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { listOrganizerCommissions, submitCommissionPayment } from '../../../commissions/services/organizer-commissions';
import { approveRegistration, rejectRegistration } from '../../../registrations/services/registration-review-service';
import { lichessDepsOf } from './tournament-handlers';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

export function reviewHandlers(deps: AppDeps) {
  const ld = lichessDepsOf(deps);
  return {
    async approve(ctx: Ctx) {
      ctx.body = await approveRegistration(ld, ctx.state.actingUser, ctx.params.id, ctx.params.regId);
    },
    async reject(ctx: Ctx) {
      ctx.body = await rejectRegistration(ld, ctx.state.actingUser, ctx.params.id, ctx.params.regId);
    },
    async commissions(ctx: Ctx) {
      ctx.body = await listOrganizerCommissions(deps.db, ctx.state.actingUser);
    },
    async payCommission(ctx: Ctx) {
      ctx.body = await submitCommissionPayment(deps.db, deps.clock, ctx.state.actingUser, ctx.params.id, ctx.request.body);
    },
  };
}
