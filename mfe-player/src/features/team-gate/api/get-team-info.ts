import type { TeamInfo } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api';
import { teamKeys } from './keys';

export const getTeamInfo = (): Promise<TeamInfo> => accountsApi.teamInfo();

/** The designated team (id for /api/check-team, page for "Open Team Page"); it never changes. */
export const teamInfoQueryOptions = () => queryOptions({ queryKey: teamKeys.info(), queryFn: getTeamInfo, staleTime: Infinity });

export const useTeamInfo = () => useQuery(teamInfoQueryOptions());
