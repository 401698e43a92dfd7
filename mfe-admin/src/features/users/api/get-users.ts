import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUsers = (client = adminClient): Promise<JsonResponse<AdminOperations['listAdminUsers']>> =>
  dataOf(client.GET('/api/admin/users'));

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.all, queryFn: () => getUsers() });

export const useUsers = () => useQuery(usersQueryOptions());
