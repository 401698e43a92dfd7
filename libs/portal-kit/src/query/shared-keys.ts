// Query-key roots that more than one remote reads or refreshes. The page has one QueryClient (product.md §7),
// so a mutation in one remote refreshes the lists another shows only when both use the same keys:
// each root lives here once, and features build their own keys under it. Keys double as paths for
// the default query function (product.md §7): parts joined with '/'.
export const sharedKeys = {
  /** public tournament list and details (mfe-player) */
  tournaments: ['/api/tournaments'] as const,
  /** the signed-in player's registrations across active tournaments (dashboard, one aggregated call) */
  myRegistrations: ['/api/user/tournament-registrations'] as const,
  /** the organizer's tournaments (mfe-organizer; the dashboard's organizer card in mfe-player) */
  organizerTournaments: ['/api/organizer/tournaments'] as const,
  /** the header's notifications (shell), refreshed by the event stream (server-events.ts) */
  notifications: ['/api/notifications'] as const,
  /** the admin dashboard's counters (mfe-admin), refreshed by the event stream's `admin:stats` */
  adminStats: ['/api/admin/stats'] as const,
  /** the organizer's commissions (mfe-organizer) */
  organizerCommissions: ['/api/organizer/commissions'] as const,
};

/** The lists, on any remote's screen, that a change to a tournament or its registrations affects. */
export const tournamentChangeAffects = [
  sharedKeys.organizerTournaments,
  sharedKeys.tournaments,
  sharedKeys.myRegistrations,
  sharedKeys.organizerCommissions,
] as const;

/** The organizer's tournament list: shown by mfe-organizer and by the dashboard's organizer card (mfe-player). */
export const organizerTournamentKeys = {
  all: sharedKeys.organizerTournaments,
  list: () => [...sharedKeys.organizerTournaments] as const,
};
