// /organizer/refunds: the organizer's "Refunds due" list and recording a refund's UTR (product.md §10).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { parseListQuery } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

export const refundListQuery = {
  status: z.enum(['owed', 'sent']).optional(),
  tournamentId: z.string().uuid().optional(),
};

export function organizerRefundsRouter(services: Services): Router<CoreState> {
  const { refunds } = services;
  const router = new Router<CoreState>({ prefix: '/organizer/refunds' });
  router.use(actingUser(services, ['organizer', 'admin']));
  router.get('/', async (ctx: Ctx) => {
    ctx.body = await refunds.list(ctx.state.actingUser, parseListQuery(refundListQuery, ctx.query));
  });
  router.post('/:id/sent', async (ctx: Ctx) => {
    ctx.body = await refunds.recordSent(ctx.state.actingUser, ctx.params.id, ctx.request.body);
  });
  return router;
}
