// The organizer's own tournaments for the dashboard's management card (SPEC §2), through the
// organizer BFF's SPEC §7 paths: list, End and Delete.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const organizerTournamentKeys = { all: ['/api/organizer/tournaments'] as const };

export type EndAnswer = { message?: string; details?: { hadLichessIntegration?: boolean; lichessTerminated?: boolean } };
export type DeleteAnswer = { message?: string; details?: { hadLichessIntegration?: boolean; lichessDeleted?: boolean } };

export function createOrganizerCardApi(client: ApiClient = apiClient) {
  return {
    list: async () => (await client.get<{ tournaments: OrganizerTournament[] }>('/api/organizer/tournaments')).tournaments,
    end: (id: string) => client.post<EndAnswer>(`/api/organizer/tournaments/${encodeURIComponent(id)}/end`),
    remove: (id: string) => client.del<DeleteAnswer>(`/api/organizer/tournaments/${encodeURIComponent(id)}`),
  };
}

export const organizerCardApi = createOrganizerCardApi();

export const organizerTournamentsQueryOptions = () =>
  queryOptions({ queryKey: organizerTournamentKeys.all, queryFn: organizerCardApi.list });

export const useOrganizerTournaments = () => useQuery(organizerTournamentsQueryOptions());

/** SPEC §7: after a mutation the tournament lists and the user's registrations are refreshed. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [organizerTournamentKeys.all, ['/api/tournaments'], ['/api/user/tournament-registrations']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useEndTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: organizerCardApi.end, onSuccess: refresh });
}

export function useDeleteTournament() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: organizerCardApi.remove, onSuccess: refresh });
}
