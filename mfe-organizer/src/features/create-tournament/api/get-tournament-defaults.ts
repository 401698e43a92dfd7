import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/api-client';
import { newTournamentKeys } from './keys';

/** GET /api/organizer/tournaments/new: the create form's default values (product.md §7, §9). */
export const getTournamentDefaults = (client = organizerClient) => dataOf(client.GET('/api/organizer/tournaments/new'));

export const tournamentDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: newTournamentKeys.defaults(),
    queryFn: async () => (await getTournamentDefaults()).defaultValues,
    staleTime: Infinity,
  });

export const useTournamentDefaults = () => useQuery(tournamentDefaultsQueryOptions());
