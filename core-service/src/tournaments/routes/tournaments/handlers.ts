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

export function tournamentHandlers({ tournaments }: Services) {
  return {
    async list(ctx: Context) {
      ctx.body = { tournaments: await tournaments.listPublic() };
    },
    async browse(ctx: Context) {
      ctx.body = await tournaments.browse(parseListQuery(browseQuery, ctx.query));
    },
    async get(ctx: Context & { params: { tournamentId: string } }) {
      ctx.body = await tournaments.getPublic(ctx.params.tournamentId);
    },
  };
}
