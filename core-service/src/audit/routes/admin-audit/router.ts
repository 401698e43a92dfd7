// /admin/audit-log: the audit trail, newest first, with exact filters.
import Router from '@koa/router';
import { badRequest } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { Services } from '../../../create-services';
import type { CoreState } from '../../../accounts/routes/acting-user';
import { parseAuditCursor } from '../../services/audit-service';

const text = z.string().trim().min(1).max(100).optional();
const auditQuery = z.object({
  action: text,
  entityType: text,
  entityId: text,
  actorId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  before: z
    .string()
    .refine((v) => parseAuditCursor(v) !== null)
    .optional(),
});

export function adminAuditRouter(services: Services): Router<CoreState> {
  const router = new Router<CoreState>({ prefix: '/audit-log' });
  router.get('/', async (ctx) => {
    const query = auditQuery.safeParse(Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== '')));
    if (!query.success) throw badRequest(`Invalid filter: ${query.error.issues[0]?.path.join('.')}`);
    const page = await services.audit.list(query.data);
    ctx.body = {
      more: page.more,
      next: page.next,
      entries: page.entries.map((e) => ({
        id: e.id,
        actorId: e.actorId,
        actorUsername: e.actorUsername,
        action: e.action,
        entityType: e.entityType,
        entityId: e.entityId,
        entityName: e.entityName,
        before: e.before,
        after: e.after,
        createdAt: new Date(e.createdAt).toISOString(),
      })),
    };
  });
  return router;
}
