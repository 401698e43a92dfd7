import { dataOf, sharedKeys, type JsonRequestBody, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { tournamentKeys } from '../../../lib/tournaments/keys';

type JoinTournament = PlayerOperations['joinTournament'];
/** product.md §7 payload (playerId, transactionId); the BFF takes the player from the session. */
export type JoinInput = JsonRequestBody<JoinTournament>;
type JoinResult = JsonResponse<JoinTournament, 201>;

export const joinTournament = (id: string, body: JoinInput, client = playerClient): Promise<JoinResult> =>
  dataOf(client.POST('/api/tournaments/{id}/join', { params: { path: { id } }, body }));

/** product.md §7: after a mutation the tournament lists and the user's registrations are refreshed. */
export function useJoinTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinInput) => joinTournament(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.organizerTournaments }),
      ]);
    },
  });
}
