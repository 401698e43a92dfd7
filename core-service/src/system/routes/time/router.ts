// GET /time: core's clock, so browsers count down against the time the join and unlock rules use
// (and the journeys' moved clock reaches the page).
import Router from '@koa/router';
import type { Services } from '../../../create-services';

export function timeRouter({ system }: Services): Router {
  const router = new Router();
  router.get('/time', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { now: system.now().toISOString() };
  });
  return router;
}
