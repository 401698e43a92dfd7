import type { PublicTournament } from '@chess-portal/contracts';
import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../../../lib/api-client';
import { tournamentKeys } from '../../../lib/tournaments/keys';

export const getTournaments = (client = playerClient): Promise<JsonResponse<PlayerOperations['listTournaments']>> =>
  dataOf(client.GET('/api/tournaments'));

export const tournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentKeys.list(), queryFn: () => getTournaments() });

export const useTournaments = () => useQuery(tournamentsQueryOptions());

const OPEN_FOR_REGISTRATION = new Set<PublicTournament['status']>(['registration', 'open']);

/** product.md §4 upcoming list: registration or open, with a start time, not already registered, earliest first. */
export function selectUpcoming(
  tournaments: PublicTournament[],
  registeredIds: ReadonlySet<string> = new Set(),
): PublicTournament[] {
  return tournaments
    .filter((t) => OPEN_FOR_REGISTRATION.has(t.status) && Boolean(t.startTime) && !registeredIds.has(t.id))
    .sort((a, b) => Date.parse(a.startTime as string) - Date.parse(b.startTime as string));
}

/** product.md §9: the recent winners section shows 3 tournaments. */
export const RECENT_WINNERS = 3;

const finishedAt = (t: PublicTournament) => Date.parse(t.endTime ?? t.startTime ?? t.createdAt);

/** product.md §4 winners list: completed with non-empty results, newest first, top 3. */
export function selectRecentWinners(tournaments: PublicTournament[]): PublicTournament[] {
  return tournaments
    .filter((t) => t.status === 'completed' && (t.results?.length ?? 0) > 0)
    .sort((a, b) => finishedAt(b) - finishedAt(a))
    .slice(0, RECENT_WINNERS);
}
