import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/verify-team: each approved player's membership of the Lichess team. */
export const verifyTeam = (id: string, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/verify-team', { params: { path: { id } } }));

/** Runs it for the tournament with the given id; refreshes the lists when it succeeds. */
export function useVerifyTeam() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => verifyTeam(id), onSuccess: () => refresh() });
}
