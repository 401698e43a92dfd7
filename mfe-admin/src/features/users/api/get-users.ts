import type { AdminApi } from '@chess-portal/contracts';
import { dataOf, type QueryParams } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient } from '../../../lib/api-client';
import { userKeys } from './keys';

export type UserSearch = QueryParams<AdminApi.operations['searchAdminUsers']>;

/** GET /api/admin/users/search: one page of users, searched (username, e-mail, Lichess name) and filtered on the server. */
export const searchUsers = (query: UserSearch, client = adminClient) =>
  dataOf(client.GET('/api/admin/users/search', { params: { query } }));

export const usersQueryOptions = (query: UserSearch) =>
  queryOptions({
    queryKey: [...userKeys.all, 'search', query] as const,
    queryFn: () => searchUsers(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserSearch) => useQuery(usersQueryOptions(query));
