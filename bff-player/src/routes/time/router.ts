// /api/time: core's clock, so countdowns in the browser run on the time the rules use.
import Router from '@koa/router';
import type { BffContext, BffContextExtras, BffState } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../clients/core-client';

export function timeRouter(core: PlayerCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api' });
  router.get('/time', async (ctx: BffContext) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await core.getServerTime();
  });
  return router;
}
