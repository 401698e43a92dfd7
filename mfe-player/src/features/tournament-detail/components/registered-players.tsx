import { LOADING_MORE, PUBLIC_REGISTRATIONS_PAGE, SHOW_MORE, type PublicTournament } from '@chess-portal/contracts';
import { Badge, Button, Card, CardHeader, CardTitle, EmptyState, type BadgeVariant } from '@chess-portal/portal-kit';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  getTournamentRegistrations,
  isActiveRegistration,
  useTournamentRegistrations,
  type TournamentRegistration,
} from '../../../lib/tournaments/get-tournament-registrations';
import { POLL_MS, tournamentKeys } from '../../../lib/tournaments/keys';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending', variant: 'outline' },
  paid: { label: 'Paid', variant: 'secondary' },
};

/**
 * The players registered for a tournament: Lichess name (or username when none is linked)
 * and status. Rejected, revoked and withdrawn registrations hold no seat and are not listed, so the
 * list agrees with the 'Players' count.
 */
export function RegisteredPlayers({ tournament: t }: { tournament: PublicTournament }) {
  const registrations = useTournamentRegistrations(t.id);
  // the API answers 250 a page (every answer bounded): "Show more" reads the next page
  const [pages, setPages] = useState(1);
  const more = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, n) => ({
      queryKey: [...tournamentKeys.registrations(t.id), 'page', n + 2],
      queryFn: () => getTournamentRegistrations(t.id, undefined, n + 2),
      refetchInterval: POLL_MS,
    })),
  });
  const loaded = [registrations.data ?? [], ...more.map((q) => q.data ?? [])];
  const seen = new Set<string>();
  const seated = loaded
    .flat()
    .filter((r: TournamentRegistration) => !seen.has(r.id) && seen.add(r.id))
    .filter(isActiveRegistration);
  const last = loaded[loaded.length - 1];
  const loadingMore = more.some((q) => q.isPending);
  const hasMore = loadingMore || last.length >= PUBLIC_REGISTRATIONS_PAGE;
  return (
    <Card aria-labelledby="players-title">
      <CardHeader>
        <CardTitle id="players-title" as="h2">
          Registered players ({hasMore ? Math.max(t.registrationCount, seated.length) : seated.length})
        </CardTitle>
      </CardHeader>
      {seated.length === 0 ? (
        <EmptyState title={registrations.isPending ? 'Loading players...' : 'No players registered yet'} />
      ) : (
        <List aria-label="Registered players">
          {seated.map((r) => {
            const status = STATUS[r.paymentStatus] ?? { label: r.paymentStatus, variant: 'outline' };
            return (
              <li key={r.id}>
                <span>
                  {r.playerLichessUsername ?? r.playerName}
                  {!r.playerLichessUsername && <Muted> (no Lichess account linked)</Muted>}
                </span>
                <Badge variant={status.variant}>{status.label}</Badge>
              </li>
            );
          })}
        </List>
      )}
      {hasMore && (
        <Button variant="outline" disabled={loadingMore} onClick={() => setPages((p) => p + 1)}>
          {loadingMore ? LOADING_MORE : SHOW_MORE}
        </Button>
      )}
    </Card>
  );
}
