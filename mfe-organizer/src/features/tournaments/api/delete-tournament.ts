import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** DELETE /api/organizer/tournaments/{id}: permanent, deleted on Lichess too. */
export const deleteTournament = (id: string, client = organizerClient) =>
  dataOf(client.DELETE('/api/organizer/tournaments/{id}', { params: { path: { id } } }));

/** Deletes the tournament with the given id; refreshes the lists when it succeeds. */
export function useDeleteTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => deleteTournament(id), onSuccess: () => refresh() });
}
