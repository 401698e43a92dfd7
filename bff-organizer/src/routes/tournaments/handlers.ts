// /api/organizer/tournaments/*: the signed-in organizer's tournaments (an admin sees all; core decides
// ownership). Each handler maps HTTP to one core call; bodies were checked against bff-organizer.yaml
// and the shared form schemas before they get here.
import { userOf, type BffContext } from '@chess-portal/service-kit';
import type { OrganizerCore, TournamentBody } from '../../clients/core-client';

type Ctx = BffContext & { params: Record<string, string> };

/** `?hereOnly=true` (delete) or `{hereOnly: true}` (end, close): confirmed, skip Lichess. */
const lifecycle = (ctx: Ctx) => ({
  hereOnly:
    ctx.query.hereOnly === 'true' || (ctx.request.body as { hereOnly?: unknown } | undefined)?.hereOnly === true,
});

export function organizerTournamentHandlers(core: OrganizerCore) {
  const me = (ctx: Ctx) => userOf(ctx).id;
  return {
    async list(ctx: BffContext) {
      ctx.body = { tournaments: await core.listOrganizerTournaments(userOf(ctx).id) };
    },
    async defaults(ctx: Ctx) {
      ctx.body = await core.tournamentDefaults(me(ctx));
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await core.createTournament(me(ctx), ctx.request.body as TournamentBody);
    },
    async detail(ctx: Ctx) {
      ctx.body = await core.getTournament(me(ctx), ctx.params.id);
    },
    async update(ctx: Ctx) {
      ctx.body = await core.updateTournament(me(ctx), ctx.params.id, ctx.request.body as TournamentBody);
    },
    async remove(ctx: Ctx) {
      ctx.body = await core.deleteTournament(me(ctx), ctx.params.id, lifecycle(ctx));
    },
    async end(ctx: Ctx) {
      ctx.body = await core.endTournament(me(ctx), ctx.params.id, lifecycle(ctx));
    },
    async close(ctx: Ctx) {
      ctx.body = await core.closeTournament(me(ctx), ctx.params.id, lifecycle(ctx));
    },
    async push(ctx: Ctx) {
      ctx.body = await core.pushTournament(me(ctx), ctx.params.id);
    },
    async fetchResults(ctx: Ctx) {
      ctx.body = await core.fetchResults(me(ctx), ctx.params.id);
    },
    async exportApproved(ctx: Ctx) {
      ctx.body = await core.exportApproved(me(ctx), ctx.params.id);
    },
    async verifyTeam(ctx: Ctx) {
      ctx.body = await core.verifyTeam(me(ctx), ctx.params.id);
    },
    async registrations(ctx: Ctx) {
      ctx.body = await core.listRegistrations(me(ctx), ctx.params.id);
    },
    async approve(ctx: Ctx) {
      ctx.body = await core.approveRegistration(me(ctx), ctx.params.id, ctx.params.regId);
    },
    async reject(ctx: Ctx) {
      ctx.body = await core.rejectRegistration(me(ctx), ctx.params.id, ctx.params.regId);
    },
  };
}
