import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lichessConnectionApi } from './lichess-connection-api';
import { lichessConnectionKeys } from './keys';

export const deleteLichessConnection = () => lichessConnectionApi.disconnect();

/** DELETE /api/lichess/connection (revoked on Lichess); the answer is the new, disconnected state. */
export function useDeleteLichessConnection(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLichessConnection,
    onSuccess: (connection) => {
      queryClient.setQueryData(lichessConnectionKeys.connection(), connection);
      callbacks.onSuccess();
    },
    onError: callbacks.onError,
  });
}
