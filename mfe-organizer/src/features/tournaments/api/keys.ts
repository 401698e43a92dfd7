/** Query keys double as paths for the default query function (SPEC §7): parts joined with '/'. */
export const organizerTournamentKeys = {
  all: ['/api/organizer/tournaments'] as const,
  list: () => [...organizerTournamentKeys.all] as const,
  defaults: () => [...organizerTournamentKeys.all, 'new'] as const,
  detail: (id: string) => [...organizerTournamentKeys.all, id] as const,
  registrations: (id: string) => [...organizerTournamentKeys.all, id, 'registrations'] as const,
};

export const commissionKeys = { all: ['/api/organizer/commissions'] as const };

/** Lists other remotes show that an organizer's change affects (SPEC §7: refreshed after mutations). */
export const AFFECTED_LISTS = [organizerTournamentKeys.all, ['/api/tournaments'], ['/api/user/tournament-registrations'], commissionKeys.all] as const;
