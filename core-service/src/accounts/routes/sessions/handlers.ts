import type { Context } from 'koa';
import type { Services } from '../../../create-services';

type SidParams = { sid: string };

export function sessionHandlers({ accounts, readModel }: Services) {
  return {
    async get(ctx: Context & { params: SidParams }) {
      ctx.body = await accounts.getSession(ctx.params.sid);
    },
    /** From the read model: no query while the session and its user are unchanged. */
    async getWithUser(ctx: Context & { params: SidParams }) {
      ctx.body = await readModel.sessionWithUser(ctx.params.sid);
    },
    async put(ctx: Context & { params: SidParams }) {
      const { data, maxAgeMs } = ctx.request.body as { data: Record<string, unknown>; maxAgeMs: number };
      await accounts.putSession(ctx.params.sid, data, maxAgeMs);
      ctx.status = 204;
    },
    async remove(ctx: Context & { params: SidParams }) {
      await accounts.deleteSession(ctx.params.sid);
      ctx.status = 204;
    },
  };
}
