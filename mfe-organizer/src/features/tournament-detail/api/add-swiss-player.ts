import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type PlayerBody = OrganizerSchemas['SwissPlayerRequest'];

/** POST /api/lichess/swiss/add-player: a Lichess user allowed to join the Swiss (they join themselves). */
export const addSwissPlayer = (body: PlayerBody, client = organizerClient) =>
  dataOf(client.POST('/api/lichess/swiss/add-player', { body }));

/** Adds the player; the lists are refreshed in the background whatever Lichess answered. */
export function useAddSwissPlayer() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: PlayerBody) => addSwissPlayer(body), onSuccess: () => void refresh() });
}
