import { dataOf } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerClient } from '../../../lib/api-client';
import { tournamentKeys } from '../../../lib/tournaments/keys';

/** POST /api/registrations/{regId}/withdraw: the signed-in player's own pending registration. */
export const withdrawRegistration = (registrationId: string, client = playerClient) =>
  dataOf(client.POST('/api/registrations/{regId}/withdraw', { params: { path: { regId: registrationId } } }));

/** Withdraws a pending registration; the player's registrations and the tournament lists refresh. */
export function useWithdrawRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) => withdrawRegistration(registrationId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() }),
      ]);
    },
  });
}
