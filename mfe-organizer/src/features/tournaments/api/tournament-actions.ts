// The organizer's actions on one tournament (SPEC §7). After each, the cached tournament lists, the
// organizer's tournaments and the user's registrations are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizerApi, type OrganizerPortalApi } from '../../../lib/api-client';
import { AFFECTED_LISTS } from './keys';

export function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => Promise.all(AFFECTED_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

type Action = 'endTournament' | 'deleteTournament' | 'closeTournament' | 'pushTournament' | 'fetchResults' | 'verifyTeam';

/** A mutation over one api call taking the tournament id; refreshes the lists when it succeeds. */
export function useTournamentAction<K extends Action>(action: K, api: OrganizerPortalApi = organizerApi) {
  const refresh = useRefreshLists();
  type Answer = Awaited<ReturnType<OrganizerPortalApi[K]>>;
  return useMutation<Answer, Error, string>({
    mutationFn: (id) => (api[action] as (id: string) => Promise<Answer>)(id),
    onSuccess: () => refresh(),
  });
}

export function useReview(kind: 'approve' | 'reject', tournamentId: string, api: OrganizerPortalApi = organizerApi) {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: (regId: string) => api[kind](tournamentId, regId), onSuccess: () => refresh() });
}
