import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/**
 * POST /api/organizer/tournaments/{id}/end: hidden from players, data kept; terminated on Lichess too.
 * hereOnly: ends it here only (confirmed after core said the creating Lichess account is gone).
 */
export const endTournament = (id: string, hereOnly = false, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/end', {
      params: { path: { id } },
      ...(hereOnly ? { body: { hereOnly: true } } : {}),
    }),
  );

/** Ends the tournament with the given id; refreshes the lists when it succeeds. */
export function useEndTournament() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, hereOnly = false }: { id: string; hereOnly?: boolean }) => endTournament(id, hereOnly),
    onSuccess: () => refresh(),
  });
}
