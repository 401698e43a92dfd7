// product.md §2 Registration management tables: every registration with its status badge (approved rows: joined on Lichess ✓ or ✗ once it is there).
import type { OrganizerRegistration, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, Button, ConfirmButton, type BadgeVariant } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { lichessProfileUrl } from '../lib/lichess-links';
import { ScrollRegion } from './scroll-region';
import { describeMatch, isFlagged, Note, TransactionIdCell } from './transaction-id-cell';

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
  revoked: 'destructive',
  withdrawn: 'secondary',
};

/**
 * The registrant's Lichess name, with the fair-play warning when Lichess reports the account closed or marked, and
 * the team warning when Lichess last said they are not in the tournament's team (seen before approving).
 */
export function LichessName({ t, registration: r }: { t: OrganizerTournament; registration: OrganizerRegistration }) {
  const name = r.player.lichessUsername;
  if (!name) return <span>N/A</span>;
  return (
    <>
      <a href={lichessProfileUrl(t, name)} target="_blank" rel="noreferrer">
        {name}
      </a>
      {r.fairPlayWarning && (
        <Note $tone="danger" role="note">
          Fair play: {r.fairPlayWarning}
        </Note>
      )}
      {r.teamWarning && (
        <Note $tone="warning" role="note">
          {r.teamWarning}
        </Note>
      )}
    </>
  );
}

export type PendingProps = {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
  busyId?: string;
  /** `confirmReused`: the organizer confirmed approving a transaction id flagged as used elsewhere */
  onReview: (kind: 'approve' | 'reject', reg: OrganizerRegistration, confirmReused?: boolean) => Promise<void> | void;
};

export function ApproveButton({
  registration: r,
  busy,
  onReview,
}: { registration: OrganizerRegistration; busy: boolean } & Pick<PendingProps, 'onReview'>) {
  if (!isFlagged(r) && !r.fairPlayWarning)
    return (
      <Button
        size="sm"
        onClick={() => void onReview('approve', r)}
        disabled={busy}
        aria-label={`Approve ${r.playerName}`}
      >
        Approve
      </Button>
    );
  return (
    <ConfirmButton
      label="Approve"
      triggerLabel={`Approve ${r.playerName}`}
      variant="primary"
      title={isFlagged(r) ? 'Approve a reused transaction ID?' : 'Approve despite the fair-play warning?'}
      description={[
        ...(r.fairPlayWarning ? [`Fair play: ${r.fairPlayWarning}`] : []),
        ...(isFlagged(r)
          ? [
              `${r.transactionIdMatches.map((m) => describeMatch(m, r)).join('; ')}. Approve only after checking the payment in your UPI app.`,
            ]
          : []),
      ].join(' ')}
      confirmLabel="Approve anyway"
      onConfirm={async () => onReview('approve', r, isFlagged(r) || undefined)}
    />
  );
}

export function AllRegistrationsTable({
  tournament: t,
  registrations,
  actions,
}: {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
  /** per-row actions (the registrations page offers Revoke on approved rows) */
  actions?: (registration: OrganizerRegistration) => ReactNode;
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
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {registrations.map((r) => (
            <tr key={r.id}>
              <td>{r.playerName}</td>
              <td>
                <LichessName t={t} registration={r} />
              </td>
              <td>
                <TransactionIdCell registration={r} />
              </td>
              <td>
                <Badge variant={STATUS[r.paymentStatus] ?? 'outline'}>{r.paymentStatus}</Badge>
                {r.revokeReason && <div>Reason: {r.revokeReason}</div>}
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
              {actions && <td className="actions">{actions(r)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
