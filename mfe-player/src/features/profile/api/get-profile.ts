import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { profileKeys } from './keys';

export const getProfile = (client = playerClient): Promise<JsonResponse<PlayerOperations['getProfile']>> =>
  dataOf(client.GET('/api/me'));

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: () => getProfile() });

export const useProfile = () => useQuery(profileQueryOptions());
