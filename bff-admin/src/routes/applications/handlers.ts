// /api/admin/applications: organizer applications by status, and their review.
import type { ApplicationStatus } from '@chess-portal/contracts';
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';
import { statusFilter } from '../../services/status-filter';

type Ctx = BffContext & { params: { id: string } };
const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

export function applicationHandlers(core: AdminCore) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await core.listApplications(userOf(ctx).id, statusFilter(ctx.query.status, STATUSES));
    },
    async review(ctx: Ctx) {
      const { status, adminNotes } = ctx.request.body as { status: 'approved' | 'rejected'; adminNotes?: string | null };
      ctx.body = await core.reviewApplication(userOf(ctx).id, ctx.params.id, { status, adminNotes });
    },
  };
}
