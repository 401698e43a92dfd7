import type { Context } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import { parseListQuery } from '../../../shared/http/paging';

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
import { answerView } from '../../../read-model/answer';

/** list and get are read-model views (kept JSON with an ETag of their version, 304 to a matching If-None-Match); browse pages the rows. */
export function tournamentHandlers({ readModel, tournaments }: Services) {
  return {
    async list(ctx: Context) {
      answerView(ctx, await readModel.list());
    },
    async browse(ctx: Context) {
      ctx.body = await tournaments.browse(parseListQuery(browseQuery, ctx.query));
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      answerView(ctx, await readModel.tournament(ctx.params.tournamentId));
    },
  };
}
