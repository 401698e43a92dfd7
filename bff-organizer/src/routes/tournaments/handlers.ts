// /api/organizer/tournaments/*: the signed-in organizer's tournaments (an admin sees all; core decides
// ownership). Each handler maps HTTP to one core call; bodies were checked against bff-organizer.yaml
// and the shared form schemas before they get here.
import { forwardedQuery, idempotencyKeyOf, userOf, type BffContext } from '@chess-portal/service-kit';
import type { BulkReviewRequest } from '@chess-portal/contracts';
import type { ApproveBody, OrganizerCore, TournamentBody } from '../../clients/core-client';
import { passCsv } from '../pass-csv';

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
      ctx.body = await core.listOrganizerTournaments(
        userOf(ctx).id,
        forwardedQuery<'listOrganizerTournaments'>(ctx.query),
      );
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
      ctx.body = await core.pushTournament(me(ctx), ctx.params.id, idempotencyKeyOf(ctx));
    },
    async fetchResults(ctx: Ctx) {
      ctx.body = await core.fetchResults(me(ctx), ctx.params.id);
    },
    async approvedNames(ctx: Ctx) {
      ctx.body = await core.approvedNames(me(ctx), ctx.params.id);
    },
    async exportApproved(ctx: Ctx) {
      ctx.body = await core.exportApproved(me(ctx), ctx.params.id);
    },
    async verifyTeam(ctx: Ctx) {
      ctx.body = await core.verifyTeam(me(ctx), ctx.params.id);
    },
    async registrations(ctx: Ctx) {
      ctx.body = await core.listRegistrations(
        me(ctx),
        ctx.params.id,
        forwardedQuery<'listOrganizerRegistrations'>(ctx.query),
      );
    },
    async bulkReview(ctx: Ctx) {
      ctx.body = await core.bulkReview(me(ctx), ctx.params.id, ctx.request.body as BulkReviewRequest);
    },
    /** a download streamed through: core's file name, never cached */
    async exportCsv(ctx: Ctx) {
      const download = await core.exportCsv(
        me(ctx),
        ctx.params.id,
        forwardedQuery<'exportRegistrationsCsv'>(ctx.query),
      );
      passCsv(ctx, download, 'registrations.csv');
    },
    async approve(ctx: Ctx) {
      const confirm = (ctx.request.body as ApproveBody | undefined)?.confirmReusedTransactionId === true;
      ctx.body = await core.approveRegistration(
        me(ctx),
        ctx.params.id,
        ctx.params.regId,
        confirm ? { confirmReusedTransactionId: true } : {},
        idempotencyKeyOf(ctx),
      );
    },
    async reject(ctx: Ctx) {
      ctx.body = await core.rejectRegistration(me(ctx), ctx.params.id, ctx.params.regId);
    },
    async revoke(ctx: Ctx) {
      const { reason } = ctx.request.body as { reason: string };
      ctx.body = await core.revokeRegistration(me(ctx), ctx.params.id, ctx.params.regId, reason);
    },
  };
}
