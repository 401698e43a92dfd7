// /organizer/tournaments/*: HTTP → organizer services (rules, ownership and Lichess live there).
import type { ParameterizedContext } from 'koa';
import type { Services } from '../../../create-services';
import { z } from 'zod';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { sendCsv } from '../../../shared/http/csv-response';
import { parseListQuery } from '../../../shared/http/paging';
import { REGISTRATION_STATUSES } from '../../services/registration-counts';

const registrationQuery = {
  status: z.enum(REGISTRATION_STATUSES).optional(),
  /** keyset: the `next` of the page before */
  after: z.string().max(100).optional(),
};

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

/** `hereOnly: true` in the body (end, close) or `?hereOnly=true` (delete): confirmed, skip Lichess. */
const hereOnly = (ctx: Ctx) =>
  ctx.query.hereOnly === 'true' || (ctx.request.body as { hereOnly?: unknown } | undefined)?.hereOnly === true;

export function organizerTournamentHandlers({ tournaments, registrations, lichess }: Services) {
  const me = (ctx: Ctx) => ctx.state.actingUser;
  return {
    defaults(ctx: Ctx) {
      ctx.body = tournaments.defaults();
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await tournaments.create(me(ctx), ctx.request.body);
    },
    async createLegacy(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await tournaments.createLegacy(me(ctx), ctx.request.body);
    },
    async detail(ctx: Ctx) {
      ctx.body = await registrations.tournamentDetail(me(ctx), ctx.params.id);
    },
    async registrations(ctx: Ctx) {
      const filter = parseListQuery(registrationQuery, ctx.query);
      ctx.body = await registrations.listForOrganizer(me(ctx), ctx.params.id, filter);
    },
    async bulkReview(ctx: Ctx) {
      ctx.body = await registrations.bulkReview(me(ctx), ctx.params.id, ctx.request.body);
    },
    async exportCsv(ctx: Ctx) {
      const { status, q } = parseListQuery(registrationQuery, ctx.query);
      const { fileName, stream } = await registrations.csv(me(ctx), ctx.params.id, { status, q });
      sendCsv(ctx, fileName, stream);
    },
    async update(ctx: Ctx) {
      ctx.body = await tournaments.update(me(ctx), ctx.params.id, ctx.request.body);
    },
    async remove(ctx: Ctx) {
      ctx.body = await tournaments.remove(me(ctx), ctx.params.id, { hereOnly: hereOnly(ctx) });
    },
    async end(ctx: Ctx) {
      ctx.body = await tournaments.end(me(ctx), ctx.params.id, { hereOnly: hereOnly(ctx) });
    },
    async close(ctx: Ctx) {
      ctx.body = await tournaments.close(me(ctx), ctx.params.id, { hereOnly: hereOnly(ctx) });
    },
    async push(ctx: Ctx) {
      ctx.body = await lichess.push(me(ctx), ctx.params.id);
    },
    async approvedNames(ctx: Ctx) {
      ctx.body = await registrations.approvedNames(me(ctx), ctx.params.id);
    },
    async exportApproved(ctx: Ctx) {
      ctx.body = await registrations.exportApproved(me(ctx), ctx.params.id);
    },
    async verifyTeam(ctx: Ctx) {
      ctx.body = await registrations.verifyTeam(me(ctx), ctx.params.id);
    },
    async fetchResults(ctx: Ctx) {
      ctx.body = await lichess.fetchResults(me(ctx), ctx.params.id);
    },
  };
}
