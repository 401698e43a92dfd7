import { dataOf, pollEvery, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../api-client';
import { POLL_MS, tournamentKeys } from './keys';

export type Tournament = JsonResponse<PlayerOperations['getTournament']>;

export const getTournament = (id: string, client = playerClient): Promise<Tournament> =>
  dataOf(client.GET('/api/tournaments/{id}', { params: { path: { id } } }));

/** The public view, refetched every 5 s (product.md §2 detail and status pages); slower while the event stream pushes its changes. */
export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: () => getTournament(id),
    refetchInterval: pollEvery(POLL_MS),
  });

export const useTournament = (id: string) => useQuery(tournamentQueryOptions(id));
