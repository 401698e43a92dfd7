// The audit trail: who changed what, when, with the values before and after. Every write that
// changes a role, an activation, an application, a commission, a setting, a registration decision
// or a tournament's push / end / delete records one entry INSIDE the caller's transaction, so the
// entry exists exactly when the change does.
//   await db.transaction(async (trx) => {
//     await Registration.query(trx).patch(...);
//     await recordAudit(trx, { actorId, action: 'registration.approved', entityType: 'registration',
//       entityId: reg.id, before: { paymentStatus: 'pending' }, after: { paymentStatus: 'approved' }, at: clock.now() });
//   });
import type { Db, Executor } from '../../db/knex';
import { AuditLogEntry } from '../../db/models';

/** The actions recorded so far (a plain string is accepted too, for new ones: `<entity>.<verb>`). */
export type AuditAction =
  | 'user.role_changed'
  | 'user.activation_changed'
  | 'application.reviewed'
  | 'commission.confirmed'
  | 'commission.overdue'
  | 'setting.changed'
  | 'registration.approved'
  | 'registration.rejected'
  | 'tournament.pushed'
  | 'tournament.ended'
  | 'tournament.deleted'
  | 'tournament.closed'
  | 'commission.payment_submitted'
  | 'lichess.connected'
  | 'lichess.disconnected'
  | (string & {});

export type AuditEntryInput = {
  /** The acting user; null for the platform's own jobs. */
  actorId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened; pass the app clock's `now()` (default: the database's now()). */
  at?: Date;
};


/** Records one audit entry on `trx` (the caller's transaction). */
export async function recordAudit(trx: Executor, entry: AuditEntryInput): Promise<AuditLogEntry> {
  const { at, before, after, ...rest } = entry;
  return AuditLogEntry.query(trx).insert({
    ...rest,
    before: before ?? null,
    after: after ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}

export type AuditFilter = {
  action?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  limit?: number;
  offset?: number;
};

export type AuditPage = { entries: (AuditLogEntry & { actorUsername: string | null })[]; total: number };

export const AUDIT_PAGE_MAX = 200;

/** Newest first, with the actor's username; filters match exactly. */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<AuditPage> {
  const base = AuditLogEntry.query(db)
    .modify((q) => {
      if (filter.action) q.where('audit_log.action', filter.action);
      if (filter.entityType) q.where('audit_log.entityType', filter.entityType);
      if (filter.entityId) q.where('audit_log.entityId', filter.entityId);
      if (filter.actorId) q.where('audit_log.actorId', filter.actorId);
    });
  const total = await base.clone().resultSize();
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), AUDIT_PAGE_MAX);
  const entries = (await base
    .clone()
    .leftJoin('users', 'users.id', 'audit_log.actorId')
    .select(
      ...['id', 'actorId', 'action', 'entityType', 'entityId', 'before', 'after', 'createdAt'].map((c) => `audit_log.${c}`),
      'users.username as actorUsername',
    )
    .orderBy('audit_log.createdAt', 'desc')
    .orderBy('audit_log.seq', 'desc')
    .limit(limit)
    .offset(Math.max(filter.offset ?? 0, 0))) as AuditPage['entries'];
  return { entries, total };
}
