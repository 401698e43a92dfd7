import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type SwissBody = OrganizerSchemas['SwissCreateRequest'];

/** POST /api/lichess/swiss/create: the tournament created on Lichess as a Swiss in a team (legacy panel). */
export const createLichessSwiss = (body: SwissBody, client = organizerClient) =>
  dataOf(client.POST('/api/lichess/swiss/create', { body }));

export function useCreateLichessSwiss() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: SwissBody) => createLichessSwiss(body), onSuccess: () => refresh() });
}
