import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { parseListQuery } from '../../../shared/http/paging';

const listQuery = {
  status: z.enum(['registration', 'open', 'live', 'completed', 'cancelled']).optional(),
  fee: z.enum(['free', 'paid']).optional(),
  format: z.enum(['rapid', 'blitz', 'classical']).optional(),
  sort: z.enum(['newest', 'start']).optional(),
};

export function organizerHandlers({ tournaments }: Services) {
  return {
    async listTournaments(ctx: ParameterizedContext<CoreState>) {
      ctx.body = await tournaments.listForOrganizer(ctx.state.actingUser, parseListQuery(listQuery, ctx.query));
    },
  };
}
