import { dataOf, isApiError } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerClient, type OrganizerSchemas } from '../../../lib/api-client';
import { useRefreshLists } from '../../../lib/refresh-lists';

type TournamentBody = OrganizerSchemas['OrganizerTournamentRequest'];

/** POST /api/organizer/tournaments: the organizer create form (product.md §5). */
export const createTournament = (body: TournamentBody, client = organizerClient) =>
  dataOf(client.POST('/api/organizer/tournaments', { body }));

export function useCreateTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: TournamentBody) => createTournament(body), onSuccess: () => refresh() });
}

/** product.md §8: the server's message if present, else 'Server error (status): text' when the body is unreadable. */
export function createFailureText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? `Server error (${error.status}): ${error.body || error.message}`;
  return 'Failed to create tournament';
}
