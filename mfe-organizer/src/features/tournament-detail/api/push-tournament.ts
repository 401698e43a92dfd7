import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/push: created on Lichess with the approved players on its allow-list. */
export const pushTournament = (id: string, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/push', { params: { path: { id } } }));

/** Runs it for the tournament with the given id; refreshes the lists when it succeeds. */
export function usePushTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => pushTournament(id), onSuccess: () => refresh() });
}
