import type { Context } from 'koa';
import type { Services } from '../../../create-services';

export function tournamentHandlers({ tournaments }: Services) {
  return {
    async list(ctx: Context) {
      ctx.body = { tournaments: await tournaments.listPublic() };
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      ctx.body = await tournaments.getPublic(ctx.params.tournamentId);
    },
  };
}
