// Whether Lichess has a tournament's allow-list (issue 11): approvals, rejections and revokes are saved
// at once and reach Lichess through core's outbox, so the organizer sees "synced", "syncing", or
// "failed: reason, retrying at …". Pages that show it poll while an edit is on its way.
import type { LichessSync, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, formatDateTime } from '@chess-portal/portal-kit';
import styled from 'styled-components';

/** How often a page asks again while an edit is on its way, and while one waits for its retry. */
export const SYNCING_POLL_MS = 2_000;
export const FAILED_POLL_MS = 15_000;

/** react-query refetchInterval for a query whose answer carries the tournament. */
export function followLichessSync(query: { state: { data?: { tournament: OrganizerTournament } } }): number | false {
  const state = query.state.data?.tournament.lichessSync?.state;
  return state === 'syncing' ? SYNCING_POLL_MS : state === 'failed' ? FAILED_POLL_MS : false;
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
