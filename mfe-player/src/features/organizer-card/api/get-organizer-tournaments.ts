// The organizer's own tournaments for the dashboard's management card (product.md §2), through the
// organizer BFF's product.md §7 paths.
import type { OrganizerTournament } from '@chess-portal/contracts';
import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/organizer-client';
import { organizerTournamentKeys } from './keys';

export const getOrganizerTournaments = async (client = organizerClient): Promise<OrganizerTournament[]> =>
  (await dataOf(client.GET('/api/organizer/tournaments'))).tournaments;

export const organizerTournamentsQueryOptions = () =>
  queryOptions({ queryKey: organizerTournamentKeys.list(), queryFn: () => getOrganizerTournaments() });

export const useOrganizerTournaments = () => useQuery(organizerTournamentsQueryOptions());
