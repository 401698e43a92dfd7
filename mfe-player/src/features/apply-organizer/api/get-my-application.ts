import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { playerKeys } from '../../../lib/query-keys';

type Profile = JsonResponse<PlayerOperations['getProfile']>;
export type MyApplication = Profile['organizerApplication'];

/** The signed-in player's organizer application, read from their profile (GET /api/me, one cache entry). */
export const myApplicationQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: playerKeys.profile,
    queryFn: (): Promise<Profile> => dataOf(playerClient.GET('/api/me')),
    select: (profile: Profile): MyApplication => profile.organizerApplication,
    enabled,
  });

export const useMyApplication = (enabled: boolean) => useQuery(myApplicationQueryOptions(enabled));
