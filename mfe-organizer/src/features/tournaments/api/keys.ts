/** Query keys double as paths for the default query function (SPEC §7): parts joined with '/'. */
export const organizerTournamentKeys = {
  all: ['/api/organizer/tournaments'] as const,
  list: () => [...organizerTournamentKeys.all] as const,
  detail: (id: string) => [...organizerTournamentKeys.all, id] as const,
};
