// The in-memory notifications of the stub core: a list per user and the e-mail switches.
import type { EmailPreferences, Notification, NotificationKind, NotificationList } from '@chess-portal/contracts';
import { notFound } from '@chess-portal/service-kit';
import type { NotificationsCore } from '../../src/clients/notifications-core';

const KINDS: NotificationKind[] = [
  'registration.approved',
  'registration.rejected',
  'registration.revoked',
  'tournament.starting',
];

export type StubNotifications = NotificationsCore & {
  notifications: Map<string, Notification[]>;
  emailOff: Map<string, Set<string>>;
};

export function stubNotificationsCore(): StubNotifications {
  const notifications = new Map<string, Notification[]>();
  const emailOff = new Map<string, Set<string>>();
  const list = (userId: string): NotificationList => {
    const mine = notifications.get(userId) ?? [];
    return { notifications: mine, unreadCount: mine.filter((n) => !n.read).length };
  };
  const preferences = (userId: string): EmailPreferences => ({
    preferences: KINDS.map((kind) => ({ kind, label: kind, email: !emailOff.get(userId)?.has(kind) })),
  });
  return {
    notifications,
    emailOff,
    async listNotifications(userId, query) {
      const all = list(userId);
      const shown = query.unread ? all.notifications.filter((n) => !n.read) : all.notifications;
      return { ...all, notifications: shown.slice(0, query.limit ?? 20) };
    },
    async markNotificationRead(userId, id) {
      const n = notifications.get(userId)?.find((x) => x.id === id);
      if (!n) throw notFound('Notification not found');
      n.read = true;
      return list(userId);
    },
    async markAllNotificationsRead(userId) {
      for (const n of notifications.get(userId) ?? []) n.read = true;
      return list(userId);
    },
    async getEmailPreferences(userId) {
      return preferences(userId);
    },
    async updateEmailPreferences(userId, body) {
      const off = emailOff.get(userId) ?? new Set<string>();
      for (const p of body.preferences) {
        if (p.email) off.delete(p.kind);
        else off.add(p.kind);
      }
      emailOff.set(userId, off);
      return preferences(userId);
    },
  };
}
