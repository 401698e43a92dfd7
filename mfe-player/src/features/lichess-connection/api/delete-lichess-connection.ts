import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerClient, type OrganizerOperations } from '../../../lib/organizer-client';
import { lichessConnectionKeys } from './keys';

type Disconnected = JsonResponse<OrganizerOperations['disconnectLichess']>;

export const deleteLichessConnection = (client = organizerClient): Promise<Disconnected> =>
  dataOf(client.DELETE('/api/lichess/connection'));

/** DELETE /api/lichess/connection (revoked on Lichess); the answer is the new, disconnected state. */
export function useDeleteLichessConnection(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLichessConnection(),
    onSuccess: (connection) => {
      queryClient.setQueryData(lichessConnectionKeys.connection(), connection);
      callbacks.onSuccess();
    },
    onError: callbacks.onError,
  });
}
