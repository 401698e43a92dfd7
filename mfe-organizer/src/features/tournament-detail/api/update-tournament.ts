import { dataOf } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type TournamentBody = OrganizerSchemas['OrganizerTournamentRequest'];

/** PUT /api/organizer/tournaments/{id}: edit before the push (the create form's fields). */
export const updateTournament = (id: string, body: TournamentBody, client = organizerClient) =>
  dataOf(client.PUT('/api/organizer/tournaments/{id}', { params: { path: { id } }, body }));

export function useUpdateTournament(id: string) {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: TournamentBody) => updateTournament(id, body), onSuccess: () => refresh() });
}
