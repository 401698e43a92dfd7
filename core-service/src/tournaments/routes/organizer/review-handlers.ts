// Registration approve / reject and the organizer's commissions: HTTP → services.
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { arrayPage } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

export function reviewHandlers({ registrations, commissions }: Services) {
  return {
    async approve(ctx: Ctx) {
      ctx.body = await registrations.approve(ctx.state.actingUser, ctx.params.id, ctx.params.regId, ctx.request.body);
    },
    /** A retried approval whose first run never answered: that run's approval, when it happened. */
    async recoverApproval(ctx: Ctx, since: Date) {
      const done = await registrations.approvalSince(ctx.state.actingUser, ctx.params.id, ctx.params.regId, since);
      return done && { status: 200, body: done };
    },
    async reject(ctx: Ctx) {
      ctx.body = await registrations.reject(ctx.state.actingUser, ctx.params.id, ctx.params.regId);
    },
    async revoke(ctx: Ctx) {
      ctx.body = await registrations.revoke(ctx.state.actingUser, ctx.params.id, ctx.params.regId, ctx.request.body);
    },
    async commissions(ctx: Ctx) {
      ctx.body = await commissions.listForOrganizer(ctx.state.actingUser, arrayPage(ctx.query));
    },
    async payCommission(ctx: Ctx) {
      ctx.body = await commissions.submitPayment(ctx.state.actingUser, ctx.params.id, ctx.request.body);
    },
  };
}
