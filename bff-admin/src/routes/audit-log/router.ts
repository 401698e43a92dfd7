// /api/admin/audit-log: the audit trail with exact filters (a simple filtered list screen).
import Router from '@koa/router';
import { badRequest, requireRole, userOf, type BffContextExtras, type BffState } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { AdminCore } from '../../clients/core-client';

const text = z.string().trim().min(1).max(100).optional();
const auditQuery = z.object({
  action: text,
  entityType: text,
  entityId: text,
  actorId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export function auditLogRouter(core: AdminCore) {
  const router = new Router<BffState, BffContextExtras>({ prefix: '/api/admin/audit-log' });
  router.use(requireRole('admin'));
  router.get('/', async (ctx) => {
    const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => typeof v === 'string' && v !== ''));
    const query = auditQuery.safeParse(given);
    if (!query.success) throw badRequest(`Invalid filter: ${query.error.issues[0]?.path.join('.')}`);
    ctx.body = await core.listAuditLog(userOf(ctx).id, query.data);
  });
  return router;
}
