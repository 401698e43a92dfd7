import type { PublicTournament } from '@chess-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '../../../lib/api-client';
import { POLL_MS, tournamentKeys } from './keys';

export const getTournament = (id: string): Promise<PublicTournament> => playerApi.getTournament(id);

/** The public view, refetched every 5 s (SPEC §2 detail and status pages). */
export const tournamentQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentKeys.detail(id), queryFn: () => getTournament(id), refetchInterval: POLL_MS });

export const useTournament = (id: string) => useQuery(tournamentQueryOptions(id));
