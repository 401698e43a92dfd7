import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type PlayerBody = OrganizerSchemas['SwissPlayerRequest'];

/** DELETE /api/lichess/swiss/remove-player (a body on a DELETE): the Lichess user off the Swiss allow-list. */
export const removeSwissPlayer = (body: PlayerBody, client = organizerClient) =>
  dataOf(client.DELETE('/api/lichess/swiss/remove-player', { body }));

/** Removes the player; the lists are refreshed in the background whatever Lichess answered. */
export function useRemoveSwissPlayer() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: PlayerBody) => removeSwissPlayer(body), onSuccess: () => void refresh() });
}
