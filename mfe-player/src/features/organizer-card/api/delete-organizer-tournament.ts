import { dataOf, tournamentChangeAffects, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';

export type DeleteAnswer = JsonResponse<OrganizerOperations['deleteOrganizerTournament']>;

/** Delete permanently, on Lichess too (refused while a commission is unpaid); hereOnly: here only. */
export const deleteOrganizerTournament = (
  id: string,
  hereOnly = false,
  client = organizerClient,
): Promise<DeleteAnswer> =>
  dataOf(
    client.DELETE('/api/organizer/tournaments/{id}', {
      params: { path: { id }, ...(hereOnly ? { query: { hereOnly: 'true' as const } } : {}) },
    }),
  );

/** product.md §7: after a mutation the tournament lists (on every remote's screen) are refreshed. */
export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hereOnly = false }: { id: string; hereOnly?: boolean }) =>
      deleteOrganizerTournament(id, hereOnly),
    onSuccess: () =>
      Promise.all(tournamentChangeAffects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
