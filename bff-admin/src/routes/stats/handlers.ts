// /api/admin/stats: platform statistics from core.
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

export function statsHandlers(core: AdminCore) {
  return {
    async get(ctx: BffContext) {
      ctx.body = await core.getAdminStats(userOf(ctx).id);
    },
  };
}
