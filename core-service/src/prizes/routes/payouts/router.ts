// /organizer/payouts: the organizer's prize payouts and recording one's UTR; /admin/payouts/outstanding:
// what each organizer still owes players (product.md §10).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';
import { parseListQuery } from '../../../shared/http/paging';

type Ctx = ParameterizedContext<CoreState, { params: Record<string, string> }>;

const payoutListQuery = {
  status: z.enum(['owed', 'sent']).optional(),
  tournamentId: z.string().uuid().optional(),
};

export function organizerPayoutsRouter(services: Services): Router<CoreState> {
  const { prizes } = services;
  const router = new Router<CoreState>({ prefix: '/organizer/payouts' });
  router.use(actingUser(services, ['organizer', 'admin']));
  router.get('/', async (ctx: Ctx) => {
    ctx.body = await prizes.list(ctx.state.actingUser, parseListQuery(payoutListQuery, ctx.query));
  });
  router.post('/:id/sent', async (ctx: Ctx) => {
    ctx.body = await prizes.recordSent(ctx.state.actingUser, ctx.params.id, ctx.request.body);
  });
  return router;
}

export function adminPayoutsRouter(services: Services): Router<CoreState> {
  const router = new Router<CoreState>({ prefix: '/admin/payouts' });
  router.use(actingUser(services, ['admin']));
  router.get('/outstanding', async (ctx: Ctx) => {
    ctx.body = await services.prizes.outstanding();
  });
  return router;
}

/** /player/money: the acting player's refunds and prizes (newest first, capped). */
export function playerMoneyRouter(services: Services): Router<CoreState> {
  const router = new Router<CoreState>({ prefix: '/player/money' });
  router.use(actingUser(services));
  router.get('/', async (ctx: Ctx) => {
    const me = ctx.state.actingUser;
    const [refunds, prizes] = await Promise.all([services.refunds.forPlayer(me), services.prizes.forPlayer(me)]);
    ctx.body = { refunds, prizes, upiId: me.upiId ?? null };
  });
  return router;
}
