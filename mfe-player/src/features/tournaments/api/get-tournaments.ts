import type { PublicTournament } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '../../../lib/api-client';
import { tournamentKeys } from './keys';

export const getTournaments = (): Promise<PublicTournament[]> => playerApi.listTournaments();

export const tournamentsQueryOptions = () => queryOptions({ queryKey: tournamentKeys.list(), queryFn: getTournaments });

export const useTournaments = () => useQuery(tournamentsQueryOptions());

const OPEN_FOR_REGISTRATION = new Set<PublicTournament['status']>(['registration', 'open']);

/** SPEC §4 upcoming list: registration or open, with a start time, earliest first. */
export function selectUpcoming(tournaments: PublicTournament[]): PublicTournament[] {
  return tournaments
    .filter((t) => OPEN_FOR_REGISTRATION.has(t.status) && Boolean(t.startTime))
    .sort((a, b) => Date.parse(a.startTime as string) - Date.parse(b.startTime as string));
}
