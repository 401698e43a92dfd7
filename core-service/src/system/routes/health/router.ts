import Router from '@koa/router';
import type { Services } from '../../../create-services';

/** GET /health: alive and the database answers (no service token). */
export function healthRouter({ system }: Services): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    await system.ping();
    ctx.body = { status: 'ok' };
  });
  return router;
}
