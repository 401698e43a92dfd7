// A user's in-app notifications (the header list) and their e-mail switches (the profile card).
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import type { Clock } from '../../shared/clock';
import type { User } from '../../db/models';
import { isUuid } from '../../shared/http/is-uuid';
import { Notification } from '../../db/models/notification';
import { NotificationPreference } from '../../db/models/notification-preference';
import { isNotificationKind, isSwitchable, NOTIFICATION_KINDS } from './kinds';

export type NotificationView = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
};

export type NotificationList = { notifications: NotificationView[]; unreadCount: number };

const view = (n: Notification): NotificationView => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== null,
});

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = (await Notification.query(db)
    .where({ userId })
    .whereNull('readAt')
    .count('* as n')
    .first()) as unknown as {
    n: string | number;
  };
  return Number(row.n);
}

/** The newest notifications (at most `limit`, default 20) and how many are unread in all. */
export async function listNotifications(
  db: Db,
  user: User,
  query: { limit?: unknown; unread?: unknown } = {},
): Promise<NotificationList> {
  const limit = query.limit === undefined || query.limit === '' ? 20 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest('limit must be a number from 1 to 100');
  const rows = Notification.query(db)
    .where({ userId: user.id })
    .orderBy('createdAt', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit);
  if (query.unread === 'true') rows.whereNull('readAt');
  return { notifications: (await rows).map(view), unreadCount: await unreadCount(db, user.id) };
}

export async function markNotificationRead(
  deps: { db: Db; clock: Clock },
  user: User,
  id: string,
): Promise<NotificationList> {
  const n = isUuid(id) ? await Notification.query(deps.db).findById(id) : undefined;
  if (!n || n.userId !== user.id) throw notFound(NOTIFICATION_NOT_FOUND);
  if (!n.readAt) await Notification.query(deps.db).patch({ readAt: deps.clock.now() }).findById(id);
  return listNotifications(deps.db, user);
}

/**
 * Retention: deletes up to `batch` notifications read before `before`, oldest first, through the partial
 * index on read_at (notifications_read_at_idx). Unread ones are kept whatever their age.
 */
export async function purgeReadNotifications(db: Db, before: Date, batch: number): Promise<number> {
  const oldest = Notification.query(db)
    .whereNotNull('readAt')
    .where('readAt', '<', before)
    .orderBy('readAt')
    .limit(batch);
  const deleted = (await Notification.query(db)
    .delete()
    .whereIn('id', oldest.select('id'))
    .returning('id')) as unknown as { id: string }[];
  return deleted.length;
}

export async function markAllNotificationsRead(deps: { db: Db; clock: Clock }, user: User): Promise<NotificationList> {
  await Notification.query(deps.db).patch({ readAt: deps.clock.now() }).where({ userId: user.id }).whereNull('readAt');
  return listNotifications(deps.db, user);
}

export type EmailPreference = { kind: string; label: string; email: boolean };

const kindsFor = (user: User) =>
  NOTIFICATION_KINDS.filter(
    (k) => isSwitchable(k.kind) && (k.audience === 'player' || user.role === 'organizer' || user.role === 'admin'),
  );

export async function emailPreferences(db: Db, user: User): Promise<{ preferences: EmailPreference[] }> {
  const off = (await NotificationPreference.query(db).findById(user.id))?.emailOff ?? [];
  return { preferences: kindsFor(user).map((k) => ({ kind: k.kind, label: k.label, email: !off.includes(k.kind) })) };
}

/** Body `{ preferences: [{ kind, email }] }`: the kinds listed are switched on or off, the others kept. */
export async function updateEmailPreferences(
  deps: { db: Db; clock: Clock },
  user: User,
  body: unknown,
): Promise<{ preferences: EmailPreference[] }> {
  const list = (body as { preferences?: unknown } | null)?.preferences;
  if (!Array.isArray(list)) throw badRequest('preferences must be a list of { kind, email }');
  const changes = new Map<string, boolean>();
  for (const item of list as { kind?: unknown; email?: unknown }[]) {
    if (!isNotificationKind(item?.kind) || !isSwitchable(item.kind) || typeof item.email !== 'boolean')
      throw badRequest(`Unknown kind of e-mail: ${String(item?.kind)}`);
    changes.set(item.kind, item.email);
  }
  await deps.db.transaction(async (trx) => {
    const current = (await NotificationPreference.query(trx).findById(user.id).forUpdate())?.emailOff ?? [];
    const off = new Set(current);
    for (const [kind, on] of changes) {
      if (on) off.delete(kind);
      else off.add(kind);
    }
    await trx.raw(
      `insert into notification_preferences (user_id, email_off, updated_at) values (?, ?, ?)
       on conflict (user_id) do update set email_off = excluded.email_off, updated_at = excluded.updated_at`,
      [user.id, [...off].sort(), deps.clock.now()],
    );
  });
  return emailPreferences(deps.db, user);
}
