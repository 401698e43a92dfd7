// /api/admin/users: list, role changes (Promote / Demote / Make Admin), block, unblock, delete.
import type { Role } from '@chess-portal/contracts';
import { forwardedQuery, userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

type Ctx = BffContext & { params: { id: string } };

export function userHandlers(core: AdminCore) {
  return {
    /** one page, searched and filtered by core */
    async search(ctx: Ctx) {
      ctx.body = await core.searchUsers(userOf(ctx).id, forwardedQuery<'searchAdminUsers'>(ctx.query));
    },
    async list(ctx: Ctx) {
      ctx.body = await core.listUsers(userOf(ctx).id, forwardedQuery<'listAdminUsers'>(ctx.query));
    },
    async update(ctx: Ctx) {
      const { role } = ctx.request.body as { role: Role };
      ctx.body = await core.updateUser(userOf(ctx).id, ctx.params.id, { role });
    },
    async block(ctx: Ctx) {
      ctx.body = await core.blockUser(userOf(ctx).id, ctx.params.id);
    },
    async unblock(ctx: Ctx) {
      ctx.body = await core.unblockUser(userOf(ctx).id, ctx.params.id);
    },
    async remove(ctx: Ctx) {
      ctx.body = await core.deleteUser(userOf(ctx).id, ctx.params.id);
    },
  };
}
