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
  /** keyset: the `next` of the page before (entries older than that entry) */
  before?: string;
};

export type AuditPage = {
  entries: (AuditLogEntry & { actorUsername: string | null; entityName: string | null })[];
  /** whether older entries match too */
  more: boolean;
  /** pass as `before` for the next (older) page; null when there is none */
  next: string | null;
};

/** A keyset cursor: the last entry's sequence number (digits); null when malformed. */
export function parseAuditCursor(cursor: string): string | null {
  return /^\d{1,18}$/.test(cursor) ? cursor : null;
}

type Named = { id: string; name: string };

/** How each kind of object is called on screen: a user's username, a tournament's name, and so on. */
const NAME_QUERIES: Record<string, (db: Db, ids: string[]) => Promise<Named[]>> = {
  user: (db, ids) => db('users').whereIn('id', ids).select('id', 'username as name'),
  tournament: (db, ids) => db('tournaments').whereIn('id', ids).select('id', 'name'),
  application: (db, ids) =>
    db('organizerApplications as a')
      .join('users as u', 'u.id', 'a.userId')
      .whereIn('a.id', ids)
      .select('a.id', db.raw("u.username || '''s application' as name")),
  registration: (db, ids) =>
    db('registrations as r')
      .join('users as u', 'u.id', 'r.playerId')
      .join('tournaments as t', 't.id', 'r.tournamentId')
      .whereIn('r.id', ids)
      .select('r.id', db.raw("u.username || ' in ' || t.name as name")),
  commission: (db, ids) =>
    db('organizerCommissions as c')
      .join('tournaments as t', 't.id', 'c.tournamentId')
      .whereIn('c.id', ids)
      .select('c.id', db.raw("'Commission for ' || t.name as name")),
};

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * The names of the entries' objects, looked up per kind in one query each. A setting is named by its
 * key (its id); an object deleted since has no name (null), and the screen says so.
 */
async function entityNames(db: Db, entries: AuditLogEntry[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const idsByType = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!e.entityType || !e.entityId) continue;
    if (e.entityType === 'setting') names.set(`setting:${e.entityId}`, e.entityId);
    else if (NAME_QUERIES[e.entityType] && isUuid(e.entityId))
      idsByType.set(e.entityType, (idsByType.get(e.entityType) ?? new Set()).add(e.entityId));
  }
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const row of await NAME_QUERIES[type](db, [...ids])) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}

export const AUDIT_PAGE_MAX = 200;

/**
 * Newest first, with the actor's username; filters match exactly. Keyset paging: one more row than the page
 * says whether there are older ones, and `before` (the last entry's time and seq) starts the next page, so a
 * page costs the same however long the log grows (no count, no offset; indexes on (created_at, seq) and on
 * action, entity and actor with the same order).
 */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<AuditPage> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), AUDIT_PAGE_MAX);
  const cursor = filter.before ? parseAuditCursor(filter.before) : null;
  const rows = (await AuditLogEntry.query(db)
    .modify((q) => {
      if (filter.action) q.where('audit_log.action', filter.action);
      if (filter.entityType) q.where('audit_log.entityType', filter.entityType);
      if (filter.entityId) q.where('audit_log.entityId', filter.entityId);
      if (filter.actorId) q.where('audit_log.actorId', filter.actorId);
      // the cursor entry's own (created_at, seq), read through the index on seq: exact to the microsecond
      if (cursor)
        q.whereRaw(
          '(audit_log.created_at, audit_log.seq) < (select c.created_at, c.seq from audit_log c where c.seq = ?)',
          [cursor],
        );
    })
    .leftJoin('users', 'users.id', 'audit_log.actorId')
    .select(
      ...['id', 'seq', 'actorId', 'action', 'entityType', 'entityId', 'before', 'after', 'createdAt'].map(
        (c) => `audit_log.${c}`,
      ),
      'users.username as actorUsername',
    )
    .orderBy('audit_log.createdAt', 'desc')
    .orderBy('audit_log.seq', 'desc')
    .limit(limit + 1)) as (AuditLogEntry & { actorUsername: string | null; seq: string | number })[];
  const more = rows.length > limit;
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  const names = await entityNames(db, entries);
  return {
    entries: entries.map((e) => Object.assign(e, { entityName: names.get(`${e.entityType}:${e.entityId}`) ?? null })),
    more,
    next: more && last ? String(last.seq) : null,
  };
}
