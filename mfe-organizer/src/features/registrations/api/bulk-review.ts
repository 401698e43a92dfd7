import type { BulkReviewRequest } from '@chess-portal/contracts';
import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

/** POST /api/organizer/tournaments/{id}/registrations/bulk-review: each selected registration is
 * approved or rejected as a single one would be; the answer says, per registration, how it went. */
export const bulkReview = (tournamentId: string, body: BulkReviewRequest, client = organizerClient) =>
  dataOf(
    client.POST('/api/organizer/tournaments/{id}/registrations/bulk-review', {
      params: { path: { id: tournamentId } },
      body,
    }),
  );

export function useBulkReview(tournamentId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: BulkReviewRequest) => bulkReview(tournamentId, body),
    onSettled: () => refresh(),
  });
}
