import type { Profile } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';
import { profileKeys } from './keys';

export const getProfile = (): Promise<Profile> => accountsApi.getProfile();

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
