import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';
import { useRefreshOnConflict } from './refresh-on-conflict';

type Ids = { tournamentId: string; registrationId: string };
/** `confirmReused`: the organizer confirmed a transaction id flagged as used elsewhere on the platform. */
export type ApproveInput = { registrationId: string; confirmReused?: boolean };

/** POST /api/organizer/tournaments/{id}/registrations/{regId}/approve:
 * a pending registration is approved (totals, commission and the Lichess allow-list follow). */
export const approveRegistration = (
  { tournamentId, registrationId, confirmReused }: Ids & { confirmReused?: boolean },
  client = organizerClient,
) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/registrations/{regId}/approve', {
      params: { path: { id: tournamentId, regId: registrationId } },
      body: confirmReused ? { confirmReusedTransactionId: true } : {},
    }),
  );

/** Approves a registration of the tournament by its id; refreshes the lists when it succeeds, or when it was already decided (409). */
export function useApproveRegistration(tournamentId: string) {
  const refresh = useRefreshLists();
  const refreshOnConflict = useRefreshOnConflict();
  return useMutation({
    mutationFn: ({ registrationId, confirmReused }: ApproveInput) =>
      approveRegistration({ tournamentId, registrationId, confirmReused }),
    onSuccess: () => refresh(),
    onError: refreshOnConflict,
  });
}
