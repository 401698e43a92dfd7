import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import { getAdminStats } from '../../services/stats-service';

export function adminHandlers({ db }: AppDeps) {
  return {
    async stats(ctx: Context) {
      ctx.body = await getAdminStats(db);
    },
  };
}
