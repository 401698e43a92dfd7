import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { tournamentDetailKeys } from './keys';

/** GET /api/organizer/tournaments/{id}/export-approved: the approved players' Lichess names, validated. */
export const getApprovedPlayers = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}/export-approved', { params: { path: { id } } }));

/** Read on demand and never kept as fresh: each load asks the server again. */
export const approvedPlayersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentDetailKeys.approvedPlayers(id),
    queryFn: () => getApprovedPlayers(id),
    staleTime: 0,
    retry: false,
  });

/** Load Approved List (product.md §2): a function that reads the list now. */
export function useLoadApprovedPlayers(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(approvedPlayersQueryOptions(id));
}
