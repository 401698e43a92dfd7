// /organizer/money (totals and tournaments), its CSV, and /organizer/tournaments/{id}/money (product.md §10).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { sendCsv } from '../../../shared/http/csv-response';
import { parseListQuery } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;
const moneyQuery = { organizerId: z.string().uuid().optional() };

export function organizerMoneyRouter(services: Services): Router<CoreState> {
  const { money } = services;
  const router = new Router<CoreState>({ prefix: '/organizer' });
  router.use(['/money', '/tournaments/:id/money'], actingUser(services, ['organizer', 'admin']));
  router.get('/money', async (ctx: Ctx) => {
    ctx.body = await money.forOrganizer(ctx.state.actingUser, parseListQuery(moneyQuery, ctx.query));
  });
  router.get('/money/export.csv', async (ctx: Ctx) => {
    const { organizerId } = parseListQuery(moneyQuery, ctx.query);
    const { fileName, stream } = await money.csv(ctx.state.actingUser, { organizerId });
    sendCsv(ctx, fileName, stream);
  });
  router.get('/tournaments/:id/money', async (ctx: Ctx) => {
    ctx.body = await money.forTournament(ctx.state.actingUser, ctx.params.id);
  });
  return router;
}
