// Notifications: the header list, the e-mail switches and the scheduled reminders, dependencies bound once.
import { bind } from '../../shared/bind';
import type { ServiceDeps } from '../../service-deps';
import { RETENTION_DEFAULTS } from '../../config/env';
import {
  emailPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  purgeReadNotifications,
  updateEmailPreferences,
} from './notification-service';
import { sendReminders } from './reminders';

export { notifyRegistrationDecision, type RegistrationDecision } from './registration-notices';
export { notify, type NotificationEvent } from './notify';
export { NOTIFICATION_KINDS, type NotificationKind } from './kinds';

export function createNotificationServices(deps: ServiceDeps) {
  return {
    list: bind(deps.db, listNotifications),
    markRead: bind(deps, markNotificationRead),
    markAllRead: bind(deps, markAllNotificationsRead),
    preferences: bind(deps.db, emailPreferences),
    updatePreferences: bind(deps, updateEmailPreferences),
    sendReminders: () => sendReminders(deps),
    /** The retention job: notifications read more than NOTIFICATION_RETENTION_DAYS ago, at most RETENTION_BATCH a run. */
    async purgeRead() {
      const { notificationDays, batch } = deps.config.retention ?? RETENTION_DEFAULTS;
      const before = new Date(deps.clock.now().getTime() - notificationDays * 86_400_000);
      return { purged: await purgeReadNotifications(deps.db, before, batch), batch };
    },
  };
}
