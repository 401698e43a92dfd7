import { dataOf } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followLichessSync } from '../../../components/lichess-sync';
import { organizerClient } from '../../../lib/api-client';
import { tournamentDetailKeys } from './keys';

/** GET /api/organizer/tournaments/{id}: {success, tournament, registrations, canPushToLichess, approvedPlayers}. */
export const getOrganizerTournament = (id: string, client = organizerClient) =>
  dataOf(client.GET('/api/organizer/tournaments/{id}', { params: { path: { id } } }));

export const organizerTournamentQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentDetailKeys.detail(id), queryFn: () => getOrganizerTournament(id), retry: false });

/** The detail page's query; it asks again while an allow-list edit is on its way to Lichess. */
export const useOrganizerTournament = (id: string) =>
  useQuery({ ...organizerTournamentQueryOptions(id), refetchInterval: followLichessSync });
