import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { adminStatsKeys } from './keys';

export const getAdminStats = () => adminApi.getStats();

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminStatsKeys.all, queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
