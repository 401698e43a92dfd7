import { sharedKeys } from '@chess-portal/portal-kit';

/** The organizer's tournaments: mfe-organizer shows and refreshes the same list (portal-kit's sharedKeys). */
export const organizerTournamentKeys = {
  all: sharedKeys.organizerTournaments,
  list: () => organizerTournamentKeys.all,
};
