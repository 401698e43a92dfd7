import type { JoinResult } from '@chess-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerApi, type JoinInput } from '../../../lib/api-client';
import { tournamentKeys } from './keys';

export const joinTournament = (id: string, body: JoinInput): Promise<JoinResult> => playerApi.joinTournament(id, body);

/** SPEC §7: after a mutation the tournament lists and the user's registrations are refreshed. */
export function useJoinTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinInput) => joinTournament(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: ['/api/organizer/tournaments'] }),
      ]);
    },
  });
}
