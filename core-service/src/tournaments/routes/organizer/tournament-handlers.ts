// /organizer/tournaments/*: HTTP → organizer services (rules, ownership and Lichess live there).
import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../../../shared/deps';
import type { CoreState } from '../../../shared/middleware/acting-user';
import { exportApproved, verifyTeam } from '../../../registrations/services/approved-players-service';
import type { LichessDeps } from '../../../lichess/services/lichess-access';
import { pushTournament } from '../../../lichess/services/lichess-push-service';
import { organizerLichessToken } from '../../../lichess/services/lichess-token-service';
import { loadManagedTournament } from '../../services/organizer-access';
import {
  createLegacyTournament,
  createOrganizerTournament,
  newTournamentDefaults,
  organizerTournamentDetail,
  updateOrganizerTournament,
} from '../../services/organizer-tournament-service';
import { fetchResults } from '../../../lichess/services/results-service';
import { closeTournament, deleteTournament, endTournament } from '../../services/tournament-lifecycle-service';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

export const lichessDepsOf = (deps: AppDeps): LichessDeps => ({
  db: deps.db,
  clock: deps.clock,
  lichess: deps.lichess,
  logger: deps.logger,
  lichessTokenOf: (user) => organizerLichessToken(deps.config, user, deps.clock),
});

export function organizerTournamentHandlers(deps: AppDeps) {
  const { db, clock } = deps;
  const ld = lichessDepsOf(deps);
  const me = (ctx: Ctx) => ctx.state.actingUser;
  return {
    defaults(ctx: Ctx) {
      ctx.body = newTournamentDefaults(deps.lichess?.teamId);
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await createOrganizerTournament(db, clock, me(ctx), ctx.request.body);
    },
    async createLegacy(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await createLegacyTournament(db, clock, me(ctx), ctx.request.body);
    },
    async detail(ctx: Ctx) {
      ctx.body = await organizerTournamentDetail(db, deps.lichess, me(ctx), ctx.params.id);
    },
    async registrations(ctx: Ctx) {
      const { success, tournament, registrations } = await organizerTournamentDetail(db, deps.lichess, me(ctx), ctx.params.id);
      ctx.body = { success, tournament, registrations };
    },
    async update(ctx: Ctx) {
      ctx.body = await updateOrganizerTournament(db, clock, me(ctx), ctx.params.id, ctx.request.body);
    },
    async remove(ctx: Ctx) {
      ctx.body = await deleteTournament(ld, me(ctx), ctx.params.id);
    },
    async end(ctx: Ctx) {
      ctx.body = await endTournament(ld, me(ctx), ctx.params.id);
    },
    async close(ctx: Ctx) {
      ctx.body = await closeTournament(ld, me(ctx), ctx.params.id);
    },
    async push(ctx: Ctx) {
      ctx.body = await pushTournament(ld, me(ctx), ctx.params.id);
    },
    async exportApproved(ctx: Ctx) {
      ctx.body = await exportApproved(ld, me(ctx), ctx.params.id);
    },
    async verifyTeam(ctx: Ctx) {
      ctx.body = await verifyTeam(ld, me(ctx), ctx.params.id);
    },
    async fetchResults(ctx: Ctx) {
      ctx.body = await fetchResults(ld, await loadManagedTournament(db, me(ctx), ctx.params.id));
    },
  };
}
