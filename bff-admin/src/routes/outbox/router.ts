// /api/admin/outbox: the durable outbox's jobs (e-mails now), failing ones with their last error,
// and "Retry now". The query goes to core as sent; core validates it.
import Router from '@koa/router';
import {
  forwardedQuery,
  requireRole,
  userOf,
  type BffContext,
  type BffContextExtras,
  type BffState,
} from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

export function outboxRouter(core: AdminCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/outbox' });
  router.use(requireRole('admin'));
  router.get('/', async (ctx: BffContext) => {
    ctx.body = await core.listOutboxJobs(userOf(ctx).id, forwardedQuery<'listOutboxJobs'>(ctx.query));
  });
  router.post('/:id/retry', async (ctx: BffContext & { params: { id: string } }) => {
    ctx.body = await core.retryOutboxJob(userOf(ctx).id, ctx.params.id);
  });
  return router;
}
