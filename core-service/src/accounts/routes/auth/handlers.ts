import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import { verifyCredentials } from '../../services/auth-service';

export function authHandlers({ db }: AppDeps) {
  return {
    async login(ctx: Context) {
      const { email, password } = ctx.request.body as { email: string; password: string };
      ctx.body = { user: await verifyCredentials(db, email, password) };
    },
  };
}
