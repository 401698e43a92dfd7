import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const getTeamInfo = (client = playerClient): Promise<JsonResponse<PlayerOperations['teamInfo']>> =>
  dataOf(client.GET('/api/team-info'));

/** The designated team (id for /api/check-team, page for "Open Team Page"); it never changes. */
export const teamInfoQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.info(), queryFn: () => getTeamInfo(), staleTime: Infinity });

export const useTeamInfo = () => useQuery(teamInfoQueryOptions());
