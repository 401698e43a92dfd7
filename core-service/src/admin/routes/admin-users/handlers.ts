import type { Role } from '@chess-portal/contracts';
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { z } from 'zod';
import { arrayPage, parseListQuery } from '../../../shared/http/paging';

const searchQuery = {
  role: z.enum(['player', 'organizer', 'admin']).optional(),
  active: z.enum(['true', 'false']).optional(),
};

type Ctx = ParameterizedContext<CoreState> & { params: { userId: string } };

export function adminUserHandlers({ admin }: Services) {
  return {
    async list(ctx: Ctx) {
      ctx.body = await admin.listUsers(arrayPage(ctx.query));
    },
    async search(ctx: Ctx) {
      ctx.body = await admin.searchUsers(parseListQuery(searchQuery, ctx.query));
    },
    async update(ctx: Ctx) {
      const { role } = ctx.request.body as { role: Role };
      ctx.body = await admin.changeRole(ctx.state.actingUser, ctx.params.userId, role);
    },
    async block(ctx: Ctx) {
      ctx.body = await admin.blockUser(ctx.state.actingUser, ctx.params.userId);
    },
    async unblock(ctx: Ctx) {
      ctx.body = await admin.unblockUser(ctx.state.actingUser, ctx.params.userId);
    },
  };
}
