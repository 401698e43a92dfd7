// SPEC §2 Registration management tables: every registration with its status badge (approved rows: joined on Lichess ✓ or ✗ once it is there).
import type { OrganizerRegistration, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, type BadgeVariant } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { lichessProfileUrl } from '../lib/lichess-links';
import { ScrollRegion } from './scroll-region';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  td.actions {
    white-space: nowrap;
  }
  td.actions button + button {
    margin-left: ${({ theme }) => theme.space[2]};
  }
`;

const STATUS: Record<string, BadgeVariant> = {
  pending: 'outline',
  approved: 'success',
  rejected: 'destructive',
  paid: 'secondary',
};

export function LichessName({ t, name }: { t: OrganizerTournament; name: string | null }) {
  if (!name) return <span>N/A</span>;
  return (
    <a href={lichessProfileUrl(t, name)} target="_blank" rel="noreferrer">
      {name}
    </a>
  );
}

export function AllRegistrationsTable({
  tournament: t,
  registrations,
}: {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
}) {
  const onLichess = Boolean(t.lichessUrl);
  return (
    <ScrollRegion label="All registrations">
      <Table aria-label="All registrations">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Lichess</th>
            <th scope="col">Transaction ID</th>
            <th scope="col">Status</th>
            {onLichess && <th scope="col">Joined on Lichess</th>}
          </tr>
        </thead>
        <tbody>
          {registrations.map((r) => (
            <tr key={r.id}>
              <td>{r.playerName}</td>
              <td>
                <LichessName t={t} name={r.player.lichessUsername} />
              </td>
              <td>{r.paymentId ?? 'N/A'}</td>
              <td>
                <Badge variant={STATUS[r.paymentStatus] ?? 'outline'}>{r.paymentStatus}</Badge>
              </td>
              {onLichess && (
                <td>
                  {r.paymentStatus === 'approved' ? (
                    <span aria-label={r.lichessJoined ? 'Joined' : 'Not joined yet'}>
                      {r.lichessJoined ? '✓' : '✗'}
                    </span>
                  ) : (
                    ''
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
