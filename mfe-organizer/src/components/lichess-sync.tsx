// Whether Lichess has a tournament's allow-list: approvals, rejections and revokes are saved
// at once and reach Lichess through core's outbox, so the organizer sees "synced", "syncing", or
// "failed: reason, retrying at …". Pages that show it poll while an edit is on its way: every 2 s / 15 s
// without an event stream, every SLOW_POLL_MS while the tab's stream is open (it pushes each change of
// the state, `allow-list:<organizerId>:<tournamentId>`, and the page refetches at once).
import type { LichessSync, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, formatDateTime, isStreamHealthy, SLOW_POLL_MS } from '@chess-portal/portal-kit';
import styled from 'styled-components';

/** How often a page asks again while an edit is on its way, and while one waits for its retry. */
export const SYNCING_POLL_MS = 2_000;
export const FAILED_POLL_MS = 15_000;

const pollFor = (tournaments: OrganizerTournament[]): number | false => {
  const states = tournaments.map((t) => t.lichessSync?.state);
  const ms = states.includes('syncing') ? SYNCING_POLL_MS : states.includes('failed') ? FAILED_POLL_MS : false;
  // pushed while the stream is open: the poll is only a safety net then
  return ms && isStreamHealthy() ? SLOW_POLL_MS : ms;
};

/** react-query refetchInterval for a query whose answer carries the tournament. */
export const followLichessSync = (query: { state: { data?: { tournament: OrganizerTournament } } }) =>
  pollFor(query.state.data ? [query.state.data.tournament] : []);

/** The same for a list of tournaments: asks again while any of them is not in step. */
export const followListLichessSync = (query: { state: { data?: { tournaments: OrganizerTournament[] } } }) =>
  pollFor(query.state.data?.tournaments ?? []);

/** A list row's short word on it: nothing while Lichess is in step. */
export function lichessSyncShort(sync: LichessSync | null): string | null {
  if (!sync || sync.state === 'synced') return null;
  if (sync.state === 'syncing') return 'Allow-list syncing to Lichess…';
  return `Allow-list sync failed${sync.retryAt ? `, retrying at ${formatDateTime(sync.retryAt)}` : ''}`;
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function lichessSyncText(sync: LichessSync): string {
  if (sync.state === 'synced') return 'Lichess has the current allow-list.';
  if (sync.state === 'syncing') return 'Sending the latest allow-list changes to Lichess…';
  const reason = (sync.error ?? 'Lichess did not accept the change').replace(/\.$/, '');
  return sync.retryAt ? `${reason}, retrying at ${formatDateTime(sync.retryAt)}.` : `${reason}.`;
}

const VARIANT = { synced: 'success', syncing: 'secondary', failed: 'warning' } as const;

/** "Lichess allow-list: [synced] …" for a tournament on Lichess; nothing for one that is not. */
export function LichessSyncStatus({ sync }: { sync: LichessSync | null }) {
  if (!sync) return null;
  return (
    <Line role="status" aria-live="polite" data-testid="lichess-sync">
      <span>Lichess allow-list:</span>
      <Badge variant={VARIANT[sync.state]}>{sync.state}</Badge>
      <span>{lichessSyncText(sync)}</span>
    </Line>
  );
}
