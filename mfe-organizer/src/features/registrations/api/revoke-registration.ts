import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';
import { useRefreshOnConflict } from './refresh-on-conflict';

type Input = { tournamentId: string; registrationId: string; reason: string };

/** POST /api/organizer/tournaments/{id}/registrations/{regId}/revoke: an approved registration, before the
 * start, with a reason (off the Lichess allow-list, the player is notified). */
export const revokeRegistration = ({ tournamentId, registrationId, reason }: Input, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/registrations/{regId}/revoke', {
      params: { path: { id: tournamentId, regId: registrationId } },
      body: { reason },
    }),
  );

/** Revokes an approved registration of the tournament; refreshes the lists when it succeeds, or when it was already decided (409). */
export function useRevokeRegistration(tournamentId: string) {
  const refresh = useRefreshLists();
  const refreshOnConflict = useRefreshOnConflict();
  return useMutation({
    mutationFn: (input: Omit<Input, 'tournamentId'>) => revokeRegistration({ tournamentId, ...input }),
    onSuccess: () => refresh(),
    onError: refreshOnConflict,
  });
}
