import type { OrganizerTournament } from '@chess-portal/contracts';
import { dataOf, isApiError, useSession, type Session } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** GET /api/organizer/tournaments: the signed-in organizer's tournaments (an admin sees all). */
export const getOrganizerTournaments = (client = organizerClient) => dataOf(client.GET('/api/organizer/tournaments'));

/** SPEC §7: on 401 or 403 refresh the user, fail with AUTH_REQUIRED, retry up to 2 times 1 s apart. */
export function organizerTournamentsQueryOptions(refresh: Session['refresh']) {
  return queryOptions({
    queryKey: organizerTournamentKeys.list(),
    queryFn: async (): Promise<OrganizerTournament[]> => {
      try {
        return (await getOrganizerTournaments()).tournaments;
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
  });
}

export function useOrganizerTournaments() {
  const { refresh } = useSession();
  return useQuery(organizerTournamentsQueryOptions(refresh));
}
