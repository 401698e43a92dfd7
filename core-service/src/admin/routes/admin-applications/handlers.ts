import type { ApplicationStatus } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { listApplications, reviewApplication, type Review } from '../../services/application-review-service';
import { statusFilter } from '../../../commissions/routes/admin-commissions/status-filter';

type Ctx = ParameterizedContext<CoreState> & { params: { applicationId: string } };

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

export function adminApplicationHandlers(deps: AppDeps) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await listApplications(deps.db, statusFilter(ctx.query.status, STATUSES));
    },
    async review(ctx: Ctx) {
      ctx.body = await reviewApplication(deps, ctx.state.actingUser, ctx.params.applicationId, ctx.request.body as Review);
    },
  };
}
