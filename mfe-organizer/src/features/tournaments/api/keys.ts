import { sharedKeys } from '@chess-portal/portal-kit';

/** The organizer's tournaments (portal-kit's shared root: mfe-player's organizer card reads it too). */
export const organizerTournamentKeys = {
  all: sharedKeys.organizerTournaments,
  list: () => [...sharedKeys.organizerTournaments] as const,
};
