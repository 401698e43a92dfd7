// /api/user/tournament-registrations: the dashboard's one aggregated call, instead of one
// registrations request per active tournament every 5 s (product.md §7).
import Router from '@koa/router';
import { requireUser, userOf, type BffContext, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';
import { KeptViews } from '../../middleware/kept-views';
import { revalidated } from '../../middleware/revalidated';

export function userRouter(core: PlayerCore, views = new KeptViews()) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/user' });
  router.get('/tournament-registrations', requireUser(), ...revalidated('private'), async (ctx: BffContext) => {
    const playerId = userOf(ctx).id;
    await views.answer(ctx, playerId, (etag) => core.myRegistrationsView(playerId, etag));
  });
  return router;
}

/** /api/registrations/{regId}/withdraw: the signed-in player withdraws their own pending registration. */
export function registrationsRouter(core: PlayerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/registrations' });
  // named context: koa-compress's DefaultContext augmentation stops @koa/router inferring it from the handler
  router.post<BffState, { params: { regId: string } }>(
    '/:regId/withdraw',
    requireUser(),
    async (ctx: BffContext & { params: { regId: string } }) => {
      ctx.body = await core.withdrawRegistration(userOf(ctx).id, ctx.params.regId);
    },
  );
  return router;
}

/** /api/me/money: the signed-in player's refunds and prizes (product.md §10). */
export function playerMoneyRouter(core: PlayerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/me/money' });
  router.get('/', requireUser(), async (ctx: BffContext) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await core.playerMoney(userOf(ctx).id);
  });
  return router;
}
