import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { tournamentKeys } from '../../../lib/tournaments/keys';

type ResultsFetched = JsonResponse<PlayerOperations['fetchTournamentResults']>;

export const fetchResults = (id: string, client = playerClient): Promise<ResultsFetched> =>
  dataOf(client.POST('/api/tournaments/{id}/fetch-results', { params: { path: { id } } }));

/** product.md §7 POST /api/tournaments/{id}/fetch-results, then the tournament is read again. */
export function useFetchResults(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchResults(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
