import Router from '@koa/router';
import type { AppDeps } from '../../../shared/deps';
import { pingDb } from '../../../db/knex';

/** GET /health: alive and the database answers (no service token). */
export function healthRouter({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    await pingDb(db);
    ctx.body = { status: 'ok' };
  });
  return router;
}
