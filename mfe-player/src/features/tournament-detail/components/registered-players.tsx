import type { PublicTournament } from '@chess-portal/contracts';
import { Badge, Card, CardHeader, CardTitle, EmptyState, type BadgeVariant } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import {
  isActiveRegistration,
  useTournamentRegistrations,
} from '../../../lib/tournaments/get-tournament-registrations';

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
  const seated = (registrations.data ?? []).filter(isActiveRegistration);
  return (
    <Card aria-labelledby="players-title">
      <CardHeader>
        <CardTitle id="players-title" as="h2">
          Registered players ({seated.length})
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
    </Card>
  );
}
