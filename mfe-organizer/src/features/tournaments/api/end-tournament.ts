import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/end: hidden from players, data kept; terminated on Lichess too. */
export const endTournament = (id: string, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/end', { params: { path: { id } } }));

/** Ends the tournament with the given id; refreshes the lists when it succeeds. */
export function useEndTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => endTournament(id), onSuccess: () => refresh() });
}
