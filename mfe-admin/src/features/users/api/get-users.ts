import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUsers = () => adminApi.getUsers();

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.all, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
