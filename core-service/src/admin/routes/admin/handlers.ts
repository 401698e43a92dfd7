import type { Context } from 'koa';
import type { Services } from '../../../create-services';

export function adminHandlers({ admin }: Services) {
  return {
    async stats(ctx: Context) {
      ctx.body = await admin.stats();
    },
  };
}
