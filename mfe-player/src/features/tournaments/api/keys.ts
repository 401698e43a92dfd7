/** Query keys double as paths for the default query function (SPEC §7): parts joined with '/'. */
export const tournamentKeys = {
  all: ['/api/tournaments'] as const,
  list: () => [...tournamentKeys.all] as const,
  detail: (id: string) => [...tournamentKeys.all, id] as const,
  registrations: (id: string) => [...tournamentKeys.all, id, 'registrations'] as const,
  /** the signed-in player's registrations across active tournaments (one aggregated call) */
  mine: () => ['/api/user/tournament-registrations'] as const,
};

/** SPEC §9: tournament data on the detail, status and dashboard screens refreshes every 5 s. */
export const POLL_MS = 5000;
