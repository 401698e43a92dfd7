import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/**
 * POST /api/organizer/tournaments/{id}/close: terminated on Lichess (deleted there before its start),
 * then completed, with its commission due in 5 days. hereOnly: not on Lichess (confirmed after core
 * said the creating Lichess account is gone).
 */
export const closeTournament = (id: string, hereOnly = false, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/close', {
      params: { path: { id } },
      ...(hereOnly ? { body: { hereOnly: true } } : {}),
    }),
  );

/** Runs it for the tournament with the given id; refreshes the lists when it succeeds. */
export function useCloseTournament() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, hereOnly = false }: { id: string; hereOnly?: boolean }) => closeTournament(id, hereOnly),
    onSuccess: () => refresh(),
  });
}
