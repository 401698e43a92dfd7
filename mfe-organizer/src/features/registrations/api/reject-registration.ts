import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';
import { useRefreshOnConflict } from './refresh-on-conflict';

type Ids = { tournamentId: string; registrationId: string };

/** POST /api/organizer/tournaments/{id}/registrations/{regId}/reject:
 * a pending registration is rejected (off the Lichess allow-list if it was on it). */
export const rejectRegistration = ({ tournamentId, registrationId }: Ids, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/registrations/{regId}/reject', {
      params: { path: { id: tournamentId, regId: registrationId } },
    }),
  );

/** Rejects a registration of the tournament by its id; refreshes the lists when it succeeds, or when it was already decided (409). */
export function useRejectRegistration(tournamentId: string) {
  const refresh = useRefreshLists();
  const refreshOnConflict = useRefreshOnConflict();
  return useMutation({
    mutationFn: (registrationId: string) => rejectRegistration({ tournamentId, registrationId }),
    onSuccess: () => refresh(),
    onError: refreshOnConflict,
  });
}
