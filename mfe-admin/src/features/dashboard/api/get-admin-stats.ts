import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { adminStatsKeys } from './keys';

export const getAdminStats = (client = adminClient): Promise<JsonResponse<AdminOperations['getAdminStats']>> =>
  dataOf(client.GET('/api/admin/stats'));

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsKeys.all, queryFn: () => getAdminStats() });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
