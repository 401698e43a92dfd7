// SPEC §2 Registration management tables: pending registrations with Approve / Reject, and every
// registration with its status badge (approved rows: joined on Lichess ✓ or ✗ once it is there).
import type { OrganizerRegistration, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, Button, formatDateTime, type BadgeVariant } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { lichessProfileUrl } from '../lib/lichess-links';

export const Scroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;
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

function LichessName({ t, name }: { t: OrganizerTournament; name: string | null }) {
  if (!name) return <span>N/A</span>;
  return (
    <a href={lichessProfileUrl(t, name)} target="_blank" rel="noreferrer">
      {name}
    </a>
  );
}

type PendingProps = {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
  busyId?: string;
  onReview: (kind: 'approve' | 'reject', reg: OrganizerRegistration) => void;
};

/**
 * Below the md breakpoint each pending registration is a stacked card (label: value rows, the
 * Approve / Reject buttons full width at its foot), so the actions are on screen without sideways
 * scrolling on a phone; from md up it is the table.
 */
const Stacking = styled(Table)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 0.02px)) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space[3]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[1]} 0;
      border: 0;
      overflow-wrap: anywhere;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
      flex: none;
    }
    td.actions {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${({ theme }) => theme.space[2]};
      padding-top: ${({ theme }) => theme.space[2]};
      white-space: normal;
    }
    td.actions::before {
      content: none;
    }
    td.actions button + button {
      margin-left: 0;
    }
  }
`;

export function PendingTable({ tournament: t, registrations, busyId, onReview }: PendingProps) {
  return (
    <Scroll>
      <Stacking aria-label="Pending registrations">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Email</th>
            <th scope="col">Lichess</th>
            <th scope="col">Transaction ID</th>
            <th scope="col">Registered</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {registrations.map((r) => (
            <tr key={r.id}>
              <td data-label="Player">{r.playerName}</td>
              <td data-label="Email">{r.player.email}</td>
              <td data-label="Lichess">
                <LichessName t={t} name={r.player.lichessUsername} />
              </td>
              <td data-label="Transaction ID">{r.paymentId ?? 'N/A'}</td>
              <td data-label="Registered">{formatDateTime(r.registeredAt)}</td>
              <td className="actions">
                <Button
                  size="sm"
                  onClick={() => onReview('approve', r)}
                  disabled={busyId === r.id}
                  aria-label={`Approve ${r.playerName}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onReview('reject', r)}
                  disabled={busyId === r.id}
                  aria-label={`Reject ${r.playerName}`}
                >
                  Reject
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Stacking>
    </Scroll>
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
    <Scroll>
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
    </Scroll>
  );
}
