import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { answerView } from '../../../read-model/answer';

/** Both are read-model views: kept JSON with an ETag of their version, 304 to a matching If-None-Match. */
export function tournamentHandlers({ readModel }: Services) {
  return {
    async list(ctx: Context) {
      answerView(ctx, await readModel.list());
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      answerView(ctx, await readModel.tournament(ctx.params.tournamentId));
    },
  };
}
