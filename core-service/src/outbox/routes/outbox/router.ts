// The admin's view of the durable outbox: what is waiting, what keeps failing (and why), retry now.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Services } from '../../../create-services';
import { actingUser, type CoreState } from '../../../accounts/routes/acting-user';

export function outboxRouter(services: Services): Router<CoreState> {
  const { outbox } = services;
  const router = new Router<CoreState>({ prefix: '/admin/outbox' });
  router.use(actingUser(services, ['admin']));
  router.get('/', async (ctx: Context) => {
    ctx.body = await outbox.list(ctx.query);
  });
  router.post('/:jobId/retry', async (ctx: Context & { params: { jobId: string } }) => {
    ctx.body = await outbox.retryNow(ctx.params.jobId);
  });
  return router;
}
