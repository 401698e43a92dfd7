import { sharedKeys } from '@chess-portal/portal-kit';

/** A managed tournament's registrations: under the organizer's tournaments, so their changes refresh it. */
export const registrationKeys = {
  list: (tournamentId: string) => [...sharedKeys.organizerTournaments, tournamentId, 'registrations'] as const,
  /** one filtered page of them */
  page: (tournamentId: string, query: object) => [...registrationKeys.list(tournamentId), query] as const,
};
