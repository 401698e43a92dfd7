import type { Context } from 'koa';
import type { Services } from '../../../create-services';

type UserParams = { userId: string };

export function userHandlers({ accounts }: Services) {
  return {
    async sessionUser(ctx: Context & { params: UserParams }) {
      ctx.body = await accounts.sessionUser(ctx.params.userId);
    },
    async endSessions(ctx: Context & { params: UserParams }) {
      await accounts.endUserSessions(ctx.params.userId);
      ctx.status = 204;
    },
  };
}
