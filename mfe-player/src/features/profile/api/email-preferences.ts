import { dataOf, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';

type Update = PlayerOperations['updateEmailPreferences'];
export type EmailPreferences = JsonResponse<PlayerOperations['getEmailPreferences']>;

export const emailPreferenceKeys = { mine: () => ['/api/notification-preferences'] as const };

export const getEmailPreferences = (client = playerClient): Promise<EmailPreferences> =>
  dataOf(client.GET('/api/notification-preferences'));

export const updateEmailPreferences = (
  body: JsonRequestBody<Update>,
  client = playerClient,
): Promise<EmailPreferences> => dataOf(client.PUT('/api/notification-preferences', { body }));

export const useEmailPreferences = () =>
  useQuery({ queryKey: emailPreferenceKeys.mine(), queryFn: () => getEmailPreferences() });

/** PUT one switch; the answer becomes the cached switches. */
export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: EmailPreferences['preferences'][number]['kind']; email: boolean }) =>
      updateEmailPreferences({ preferences: [change] }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferenceKeys.mine(), saved),
  });
}
