import type { Role } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { changeRole, deactivateByAdmin, listUsers, unblockUser } from '../../services/admin-user-service';

type Ctx = ParameterizedContext<CoreState> & { params: { userId: string } };

export function adminUserHandlers(deps: AppDeps) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await listUsers(deps.db);
    },
    async update(ctx: Ctx) {
      const { role } = ctx.request.body as { role: Role };
      ctx.body = await changeRole(deps, ctx.state.actingUser, ctx.params.userId, role);
    },
    async block(ctx: Ctx) {
      ctx.body = await deactivateByAdmin(deps, ctx.state.actingUser, ctx.params.userId);
    },
    async unblock(ctx: Ctx) {
      ctx.body = await unblockUser(deps, ctx.state.actingUser, ctx.params.userId);
    },
  };
}
