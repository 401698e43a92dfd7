import { dataOf, tournamentChangeAffects, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';

export type EndAnswer = JsonResponse<OrganizerOperations['endOrganizerTournament']>;

/** End: hidden from players, data kept; terminated on Lichess too. */
export const endOrganizerTournament = (id: string, client = organizerClient): Promise<EndAnswer> =>
  dataOf(client.POST('/api/organizer/tournaments/{id}/end', { params: { path: { id } } }));

/** SPEC §7: after a mutation the tournament lists (on every remote's screen) are refreshed. */
export function useEndTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endOrganizerTournament(id),
    onSuccess: () =>
      Promise.all(tournamentChangeAffects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
