import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { JOIN_SUBMITTED } from '../../services/join-rules';
import { joinTournament } from '../../services/join-service';
import { publicRegistrationView } from '../../services/registration-views';
import { listMyRegistrations, listTournamentRegistrations } from '../../services/registration-service';

type Ctx = ParameterizedContext<Partial<CoreState>> & { params: { tournamentId: string } };

export function registrationHandlers({ db, clock }: AppDeps) {
  return {
    async listForTournament(ctx: Ctx) {
      ctx.body = { registrations: await listTournamentRegistrations(db, ctx.params.tournamentId, ctx.state.actingUser) };
    },
    async join(ctx: Ctx) {
      const player = ctx.state.actingUser!;
      const { created, registration } = await joinTournament(db, clock, player, ctx.params.tournamentId, ctx.request.body);
      ctx.status = created ? 201 : 200;
      ctx.body = { message: JOIN_SUBMITTED, registration: publicRegistrationView(Object.assign(registration, { playerName: player.username }), player.id) };
    },
    async listMine(ctx: Ctx) {
      ctx.body = { registrations: await listMyRegistrations(db, clock, ctx.state.actingUser!) };
    },
  };
}
