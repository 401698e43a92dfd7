// bff-player → core calls for the header's notifications and the e-mail switches. Any
// signed-in user (player, organizer, admin) reads their own through bff-player's /api paths.
import type { EmailPreferences, EmailPreferencesUpdate, NotificationList } from '@chess-portal/contracts';
import { actingAs, unwrap, type CoreApi } from '@chess-portal/service-kit';

export type NotificationsCore = {
  listNotifications(userId: string, query: { limit?: number; unread?: 'true' }): Promise<NotificationList>;
  markNotificationRead(userId: string, notificationId: string): Promise<NotificationList>;
  markAllNotificationsRead(userId: string): Promise<NotificationList>;
  getEmailPreferences(userId: string): Promise<EmailPreferences>;
  updateEmailPreferences(userId: string, body: EmailPreferencesUpdate): Promise<EmailPreferences>;
};

export function notificationsCoreCalls(api: CoreApi): NotificationsCore {
  return {
    listNotifications: (userId, query) =>
      unwrap(api.GET('/account/notifications', { params: { ...actingAs(userId), query } })),
    markNotificationRead: (userId, notificationId) =>
      unwrap(
        api.POST('/account/notifications/{notificationId}/read', {
          params: { ...actingAs(userId), path: { notificationId } },
        }),
      ),
    markAllNotificationsRead: (userId) =>
      unwrap(api.POST('/account/notifications/read-all', { params: actingAs(userId) })),
    getEmailPreferences: (userId) => unwrap(api.GET('/account/notification-preferences', { params: actingAs(userId) })),
    updateEmailPreferences: (userId, body) =>
      unwrap(api.PUT('/account/notification-preferences', { params: actingAs(userId), body })),
  };
}
