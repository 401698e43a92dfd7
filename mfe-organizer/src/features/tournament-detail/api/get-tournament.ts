import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerApi } from '../../../lib/api-client';
import { organizerTournamentKeys } from '../../tournaments/api/keys';

export const organizerTournamentQueryOptions = (id: string) =>
  queryOptions({ queryKey: organizerTournamentKeys.detail(id), queryFn: () => organizerApi.getTournament(id), retry: false });

/** GET /api/organizer/tournaments/{id}: {success, tournament, registrations, canPushToLichess, approvedPlayers}. */
export const useOrganizerTournament = (id: string) => useQuery(organizerTournamentQueryOptions(id));
