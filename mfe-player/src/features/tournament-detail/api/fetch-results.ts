import type { ResultRow } from '@chess-portal/contracts';
import { apiClient } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentKeys } from '../../tournaments/api/keys';

export const fetchResults = (id: string) =>
  apiClient.post<{ results?: ResultRow[] }>(`/api/tournaments/${encodeURIComponent(id)}/fetch-results`);

/** SPEC §7 POST /api/tournaments/{id}/fetch-results, then the tournament is read again. */
export function useFetchResults(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchResults(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
