import type { Context } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import { answerView } from '../../../read-model/answer';
import { parseListQuery } from '../../../shared/http/paging';
import { DASHBOARD_LIST } from '../../services/tournament-service';

const browseQuery = {
  scope: z.enum(['upcoming', 'past']).optional(),
  fee: z.enum(['free', 'paid']).optional(),
  format: z.enum(['rapid', 'blitz', 'classical']).optional(),
  from: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional(),
  to: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional(),
};

/** GET /tournaments: the current part's page and size, how many winners, and of how many days (DASHBOARD_LIST). */
const dashboardQuery = {
  limit: z.coerce.number().int().min(1).max(DASHBOARD_LIST.maxLimit).optional(),
  winners: z.coerce.number().int().min(0).max(DASHBOARD_LIST.maxWinners).optional(),
  days: z.coerce.number().int().min(1).max(DASHBOARD_LIST.maxDays).optional(),
};

/** list and get are read-model views (kept JSON with an ETag of their version, 304 to a matching If-None-Match); browse pages the rows (its totals kept there). */
export function tournamentHandlers({ readModel, tournaments }: Services) {
  return {
    async list(ctx: Context) {
      const { page, limit, winners, days } = parseListQuery(dashboardQuery, ctx.query);
      answerView(ctx, await readModel.list({ page, limit, winners, days }));
    },
    async browse(ctx: Context) {
      ctx.body = await tournaments.browse(parseListQuery(browseQuery, ctx.query), (key, count, turnsAt) =>
        readModel.browseTotal(key, count, turnsAt),
      );
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      answerView(ctx, await readModel.tournament(ctx.params.tournamentId));
    },
  };
}
