// GET /time: core's clock, so browsers count down against the time the join and unlock rules use
// (and the journeys' moved clock reaches the page).
import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';

export function timeRouter({ clock }: AppDeps): Router {
  const router = new Router();
  router.get('/time', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { now: clock.now().toISOString() };
  });
  return router;
}
