import type { PlayerApi } from '@chess-portal/contracts';
import { dataOf, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient } from '../api-client';
import { tournamentKeys } from './keys';

export type BrowseQuery = QueryParams<PlayerApi.operations['browseTournaments']>;

/** GET /api/tournaments/browse: one page of tournaments, filtered and sorted on the server. */
export const browseTournaments = (query: BrowseQuery, client = playerClient) =>
  dataOf(client.GET('/api/tournaments/browse', { params: { query } }));

/** Under the tournaments root, so every change that refreshes the tournament lists refreshes these pages. */
export const browseQueryOptions = (query: BrowseQuery) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'browse', query] as const,
    queryFn: () => browseTournaments(query),
    placeholderData: keepPreviousData,
  });

export const useBrowseTournaments = (query: BrowseQuery) => useQuery(browseQueryOptions(query));
