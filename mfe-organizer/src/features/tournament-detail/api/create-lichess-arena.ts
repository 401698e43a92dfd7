import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type ArenaBody = OrganizerSchemas['ArenaCreateRequest'];

/** POST /api/lichess/arena/create: the tournament created on Lichess as an Arena (legacy integration panel). */
export const createLichessArena = (body: ArenaBody, client = organizerClient) =>
  dataOf(client.POST('/api/lichess/arena/create', { body }));

export function useCreateLichessArena() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: ArenaBody) => createLichessArena(body), onSuccess: () => refresh() });
}
