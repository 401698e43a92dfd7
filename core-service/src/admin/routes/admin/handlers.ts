import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { answerView } from '../../../read-model/answer';

export function adminHandlers({ readModel }: Services) {
  return {
    /** The counters, kept in the read model while nothing they count has moved (ETag, 304 on a match). */
    async stats(ctx: Context) {
      answerView(ctx, await readModel.adminStats());
    },
  };
}
