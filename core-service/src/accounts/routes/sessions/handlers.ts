import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import { deleteSession, getSession, putSession } from '../../services/session-service';

type SidParams = { sid: string };

export function sessionHandlers({ db, clock }: AppDeps) {
  return {
    async get(ctx: Context & { params: SidParams }) {
      ctx.body = await getSession(db, clock, ctx.params.sid);
    },
    async put(ctx: Context & { params: SidParams }) {
      const { data, maxAgeMs } = ctx.request.body as { data: Record<string, unknown>; maxAgeMs: number };
      await putSession(db, clock, ctx.params.sid, data, maxAgeMs);
      ctx.status = 204;
    },
    async remove(ctx: Context & { params: SidParams }) {
      await deleteSession(db, ctx.params.sid);
      ctx.status = 204;
    },
  };
}
