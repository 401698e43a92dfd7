import { dataOf, pollEvery, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { POLL_MS, tournamentKeys } from '../../../lib/tournaments/keys';

type MyRegistrations = JsonResponse<PlayerOperations['listMyRegistrations']>;

export const getMyRegistrations = (client = playerClient): Promise<MyRegistrations> =>
  dataOf(client.GET('/api/user/tournament-registrations'));

/**
 * The dashboard's 'My Tournaments': one aggregated call every 5 s instead of one registrations
 * request per active tournament (answers 304 while nothing changed); every 60 s while the event stream is open.
 */
export const myRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.mine(),
    queryFn: () => getMyRegistrations(),
    refetchInterval: pollEvery(POLL_MS),
  });

export const useMyRegistrations = (enabled = true) => useQuery({ ...myRegistrationsQueryOptions(), enabled });
