import type { OrganizerApi, OrganizerTournamentList } from '@chess-portal/contracts';
import { dataOf, isApiError, useSession, type QueryParams, type Session } from '@chess-portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { followListLichessSync } from '../../../components/lichess-sync';
import { organizerClient } from '../../../lib/api-client';
import { organizerTournamentKeys } from './keys';

export const AUTH_REQUIRED = 'Authentication required - please login again';

/** A 401/403 from the organizer list: the session was refreshed and the read may be retried. */
export class AuthRequiredError extends Error {
  constructor() {
    super(AUTH_REQUIRED);
    this.name = 'AuthRequiredError';
  }
}

export type OrganizerTournamentSearch = QueryParams<OrganizerApi.operations['listOrganizerTournaments']>;

/**
 * GET /api/organizer/tournaments: one page of the signed-in organizer's tournaments (an admin sees all),
 * searched by name, filtered by status, fee and format and sorted on the server.
 */
export const getOrganizerTournaments = (query: OrganizerTournamentSearch, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments', { params: { query } }));

/** product.md §7: on 401 or 403 refresh the user, fail with AUTH_REQUIRED, retry up to 2 times 1 s apart. */
export function organizerTournamentsQueryOptions(refresh: Session['refresh'], query: OrganizerTournamentSearch) {
  return queryOptions({
    queryKey: [...organizerTournamentKeys.list(), 'search', query] as const,
    queryFn: async (): Promise<OrganizerTournamentList> => {
      try {
        return await getOrganizerTournaments(query);
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          await refresh();
          throw new AuthRequiredError();
        }
        throw error;
      }
    },
    retry: (failures, error) => error instanceof AuthRequiredError && failures < 2,
    retryDelay: 1000,
    placeholderData: keepPreviousData,
  });
}

export function useOrganizerTournaments(query: OrganizerTournamentSearch) {
  const { refresh } = useSession();
  // asked again while a tournament's allow-list is on its way to Lichess
  return useQuery({ ...organizerTournamentsQueryOptions(refresh, query), refetchInterval: followListLichessSync });
}
