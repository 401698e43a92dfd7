import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import { deleteUserSessions } from '../../services/session-service';
import { getSessionUser } from '../../services/user-service';

type UserParams = { userId: string };

export function userHandlers({ db }: AppDeps) {
  return {
    async sessionUser(ctx: Context & { params: UserParams }) {
      ctx.body = await getSessionUser(db, ctx.params.userId);
    },
    async endSessions(ctx: Context & { params: UserParams }) {
      await deleteUserSessions(db, ctx.params.userId);
      ctx.status = 204;
    },
  };
}
