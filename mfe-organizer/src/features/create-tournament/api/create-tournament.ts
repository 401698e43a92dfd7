import type { OrganizerTournamentBody } from '@chess-portal/contracts';
import { isApiError } from '@chess-portal/portal-kit';
import { useMutation } from '@tanstack/react-query';
import { organizerApi } from '../../../lib/api-client';
import { useRefreshLists } from '../../tournaments/api/tournament-actions';

export function useCreateTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (body: OrganizerTournamentBody) => organizerApi.createTournament(body), onSuccess: () => refresh() });
}

/** SPEC §8: the server's message if present, else 'Server error (status): text' when the body is unreadable. */
export function createFailureText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? `Server error (${error.status}): ${error.body || error.message}`;
  return 'Failed to create tournament';
}
