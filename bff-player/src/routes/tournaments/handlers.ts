// /api/tournaments: the public tournament views from core.
import type { BffContext } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';

export function tournamentHandlers(core: PlayerCore) {
  return {
    async list(ctx: BffContext) {
      ctx.body = await core.listTournaments();
    },
  };
}
