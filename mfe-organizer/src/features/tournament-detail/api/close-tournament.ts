import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/close: completed, with its commission due in 5 days. */
export const closeTournament = (id: string, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/close', { params: { path: { id } } }));

/** Runs it for the tournament with the given id; refreshes the lists when it succeeds. */
export function useCloseTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => closeTournament(id), onSuccess: () => refresh() });
}
