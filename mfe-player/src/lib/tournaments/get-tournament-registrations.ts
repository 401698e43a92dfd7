import { dataOf, pollEvery, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerClient, type PlayerOperations } from '../api-client';
import { POLL_MS, tournamentKeys } from './keys';

export type TournamentRegistration = JsonResponse<PlayerOperations['listTournamentRegistrations']>[number];

/** The first page (250, oldest first, plus the player's own rows when not on it); `page` for the next ones. */
export const getTournamentRegistrations = (
  id: string,
  client = playerClient,
  page?: number,
): Promise<TournamentRegistration[]> =>
  dataOf(
    client.GET('/api/tournaments/{id}/registrations', {
      params: { path: { id }, ...(page && page > 1 ? { query: { page } } : {}) },
    }),
  );

export const tournamentRegistrationsQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: tournamentKeys.registrations(id),
    queryFn: () => getTournamentRegistrations(id),
    refetchInterval: pollEvery(POLL_MS),
    enabled,
  });

export const useTournamentRegistrations = (id: string, enabled = true) =>
  useQuery(tournamentRegistrationsQueryOptions(id, enabled));

/** The player's current registration: the newest one that is not rejected, else the newest rejected one. */
export function findOwnRegistration(
  registrations: TournamentRegistration[],
  playerId: string,
): TournamentRegistration | undefined {
  const mine = registrations
    .filter((r) => r.playerId === playerId)
    .sort((a, b) => Date.parse(b.registeredAt) - Date.parse(a.registeredAt));
  return mine.find(isActiveRegistration) ?? mine[0];
}

/** Rejected, revoked and withdrawn registrations hold no seat: the player may register again. */
export const isActiveRegistration = (r: { paymentStatus: string }) =>
  !['rejected', 'revoked', 'withdrawn'].includes(r.paymentStatus);
