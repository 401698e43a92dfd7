import type { ApplicationStatus } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import type { Review } from '../../services/application-review-service';
import { statusFilter } from '../../../shared/http/status-filter';
import { z } from 'zod';
import { parseListQuery } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState> & { params: { applicationId: string } };

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

export function adminApplicationHandlers({ admin }: Services) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await admin.listApplications(statusFilter(ctx.query.status, STATUSES));
    },
    async search(ctx: Ctx) {
      ctx.body = await admin.searchApplications(parseListQuery({ status: z.enum(STATUSES).optional() }, ctx.query));
    },
    async review(ctx: Ctx) {
      ctx.body = await admin.reviewApplication(
        ctx.state.actingUser,
        ctx.params.applicationId,
        ctx.request.body as Review,
      );
    },
  };
}
