// /api/admin/audit-log: the audit trail with exact filters (a simple filtered list screen). The
// filters go to core as sent: core validates them and answers a bad one with 400 and its message.
import Router from '@koa/router';
import { requireRole, userOf, type BffContextExtras, type BffState, forwardedQuery } from '@chess-portal/service-kit';
import type { AdminCore } from '../../clients/core-client';

export function auditLogRouter(core: AdminCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/audit-log' });
  router.use(requireRole('admin'));
  router.get('/', async (ctx) => {
    ctx.body = await core.listAuditLog(userOf(ctx).id, forwardedQuery<'listAuditLog'>(ctx.query));
  });
  return router;
}
