import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { listPublicTournaments } from '../../services/tournament-service';

export function tournamentHandlers({ db, clock }: AppDeps) {
  return {
    async list(ctx: Context) {
      ctx.body = { tournaments: await listPublicTournaments(db, clock) };
    },
  };
}
