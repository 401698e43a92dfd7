import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClient, type AdminOperations } from '../../../lib/api-client';
import { settingKeys } from './keys';

export const getSettings = (client = adminClient): Promise<JsonResponse<AdminOperations['listGlobalSettings']>> =>
  dataOf(client.GET('/api/admin/global-settings'));

export const settingsQueryOptions = () => queryOptions({ queryKey: settingKeys.all, queryFn: () => getSettings() });

export const useSettings = () => useQuery(settingsQueryOptions());
