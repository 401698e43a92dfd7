import { dataOf, type JsonResponse } from '@chess-portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { playerClient, type PlayerOperations } from '../api-client';
import { teamKeys } from './keys';

/** product.md §9: the team modal polls every 2 s. */
export const TEAM_POLL_MS = 2000;
/** product.md §9: redirect delay after the team is joined, in the wizard. */
export const TEAM_REDIRECT_MS = 1500;

type Membership = JsonResponse<PlayerOperations['checkTeam']>;

export const checkTeam = (teamId: string, username: string, client = playerClient): Promise<Membership> =>
  dataOf(client.GET('/api/check-team', { params: { query: { teamId, username } } }));

export const checkTeamQueryOptions = (teamId: string, username: string) =>
  queryOptions({ queryKey: teamKeys.check(teamId, username), queryFn: () => checkTeam(teamId, username), gcTime: 0 });

type Polling = { teamId?: string; username?: string | null; enabled: boolean; onMember: () => void };

/**
 * GET /api/check-team every 2 s while `enabled` (the modal is open and polling was started);
 * `onMember` runs once when membership is confirmed, and polling stops.
 */
export function useTeamPolling({ teamId, username, enabled, onMember }: Polling) {
  const active = enabled && Boolean(teamId && username);
  const query = useQuery({
    ...checkTeamQueryOptions(teamId ?? '', username ?? ''),
    enabled: active,
    refetchInterval: (q) => (q.state.data?.isMember ? false : TEAM_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const confirmed = Boolean(active && query.data?.isMember);
  const notified = useRef(false);
  const callback = useRef(onMember);
  callback.current = onMember;
  useEffect(() => {
    if (!confirmed || notified.current) return;
    notified.current = true;
    callback.current();
  }, [confirmed]);
  return { polling: active && !confirmed, confirmed, failed: active && query.isError };
}
