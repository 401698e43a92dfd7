// The organizer's own tournaments for the dashboard's management card (product.md §2), through the
// organizer BFF's product.md §7 paths.
import type { OrganizerTournament, PageInfo } from '@chess-portal/contracts';
import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerClient } from '../../../lib/organizer-client';
import { organizerTournamentKeys } from './keys';

/** The card shows the newest few; the organizer's list page has them all, paged. */
export const CARD_TOURNAMENTS = 10;

export const getOrganizerTournaments = async (
  client = organizerClient,
): Promise<{ tournaments: OrganizerTournament[]; paging: PageInfo }> =>
  dataOf(client.GET('/api/organizer/tournaments', { params: { query: { limit: CARD_TOURNAMENTS } } }));

export const organizerTournamentsQueryOptions = () =>
  queryOptions({ queryKey: organizerTournamentKeys.list(), queryFn: () => getOrganizerTournaments() });

export const useOrganizerTournaments = () => useQuery(organizerTournamentsQueryOptions());
