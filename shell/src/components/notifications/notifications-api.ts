// The header's notifications: bff-player's /api/notifications for any signed-in user,
// polled every 30 s (60 s while the event stream is open: it names a change at once); marking read answers the new list, which becomes the cached one.
import type { NotificationList, PlayerApi } from '@chess-portal/contracts';
import { createTypedClient, dataOf, pollEvery, sharedKeys } from '@chess-portal/portal-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const notificationsClient = createTypedClient<PlayerApi.paths>();
type Client = typeof notificationsClient;

export const notificationKeys = { list: () => sharedKeys.notifications };
export const NOTIFICATIONS_POLL_MS = 30_000;

export const getNotifications = (client: Client = notificationsClient) =>
  dataOf(client.GET('/api/notifications', { params: { query: { limit: 20 } } }));

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => getNotifications(),
    enabled,
    refetchInterval: pollEvery(NOTIFICATIONS_POLL_MS),
  });
}

/** Marks one notification (an id) or all (no id) as read. */
export function useMarkRead(client: Client = notificationsClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string): Promise<NotificationList> =>
      id
        ? dataOf(client.POST('/api/notifications/{notificationId}/read', { params: { path: { notificationId: id } } }))
        : dataOf(client.POST('/api/notifications/read-all')),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list(), list),
  });
}
