// /api/admin/applications: organizer applications by status, and their review.
import { userOf, type BffContext, forwardedQuery } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

type Ctx = BffContext & { params: { id: string } };

export function applicationHandlers(core: AdminCore) {
  return {
    /** one page, searched and filtered by core */
    async search(ctx: Ctx) {
      ctx.body = await core.searchApplications(userOf(ctx).id, forwardedQuery<'searchAdminApplications'>(ctx.query));
    },
    async list(ctx: Ctx) {
      ctx.body = await core.listApplications(userOf(ctx).id, forwardedQuery<'listAdminApplications'>(ctx.query));
    },
    async review(ctx: Ctx) {
      const { status, adminNotes } = ctx.request.body as {
        status: 'approved' | 'rejected';
        adminNotes?: string | null;
      };
      ctx.body = await core.reviewApplication(userOf(ctx).id, ctx.params.id, { status, adminNotes });
    },
  };
}
