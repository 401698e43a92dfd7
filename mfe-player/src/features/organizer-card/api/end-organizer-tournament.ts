import { dataOf, tournamentChangeAffects, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';

export type EndAnswer = JsonResponse<OrganizerOperations['endOrganizerTournament']>;

/**
 * End: hidden from players, data kept; terminated on Lichess too. hereOnly: ends it here only
 * (confirmed after core said the Lichess account that created it is no longer connected).
 */
export const endOrganizerTournament = (id: string, hereOnly = false, client = organizerClient): Promise<EndAnswer> =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/end', {
      params: { path: { id } },
      ...(hereOnly ? { body: { hereOnly: true } } : {}),
    }),
  );

/** product.md §7: after a mutation the tournament lists (on every remote's screen) are refreshed. */
export function useEndTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hereOnly = false }: { id: string; hereOnly?: boolean }) => endOrganizerTournament(id, hereOnly),
    onSuccess: () =>
      Promise.all(tournamentChangeAffects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
