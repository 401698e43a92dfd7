import type { Context } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import { getPublicTournament, listPublicTournaments } from '../../services/tournament-service';

export function tournamentHandlers({ db, clock }: AppDeps) {
  return {
    async list(ctx: Context) {
      ctx.body = { tournaments: await listPublicTournaments(db, clock) };
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      ctx.body = await getPublicTournament(db, clock, ctx.params.tournamentId);
    },
  };
}
