import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/fetch-results: the results, once it finished on Lichess (completes it). */
export const fetchTournamentResults = (id: string, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/fetch-results', { params: { path: { id } } }));

/** Runs it for the tournament with the given id; refreshes the lists when it succeeds. */
export function useFetchTournamentResults() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (id: string) => fetchTournamentResults(id), onSuccess: () => refresh() });
}
