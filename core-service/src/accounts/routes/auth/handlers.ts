import type { Context } from 'koa';
import type { Services } from '../../../create-services';

export function authHandlers({ accounts }: Services) {
  return {
    async login(ctx: Context) {
      const { email, password } = ctx.request.body as { email: string; password: string };
      ctx.body = { user: await accounts.login(email, password) };
    },
  };
}
