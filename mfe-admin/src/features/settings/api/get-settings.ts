import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { settingKeys } from './keys';

export const getSettings = () => adminApi.getSettings();

export const settingsQueryOptions = () => queryOptions({ queryKey: settingKeys.all, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
