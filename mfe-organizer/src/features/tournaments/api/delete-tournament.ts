import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/**
 * DELETE /api/organizer/tournaments/{id}: permanent, deleted on Lichess too. hereOnly: deleted here only
 * (confirmed after core said the creating Lichess account is gone).
 */
export const deleteTournament = (id: string, hereOnly = false, client = organizerClient) =>
  dataOf(
    client.DELETE('/api/organizer/tournaments/{id}', {
      params: { path: { id }, ...(hereOnly ? { query: { hereOnly: 'true' as const } } : {}) },
    }),
  );

/** Deletes the tournament with the given id; refreshes the lists when it succeeds. */
export function useDeleteTournament() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, hereOnly = false }: { id: string; hereOnly?: boolean }) => deleteTournament(id, hereOnly),
    onSuccess: () => refresh(),
  });
}
