/** Query keys double as paths for the default query function (SPEC §7): parts joined with '/'. */
export const tournamentKeys = {
  all: ['/api/tournaments'] as const,
  list: () => [...tournamentKeys.all] as const,
  detail: (id: string) => [...tournamentKeys.all, id] as const,
};
