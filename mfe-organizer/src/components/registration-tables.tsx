// product.md §2 Registration management tables: every registration with its status badge (approved rows: joined on Lichess ✓ or ✗ once it is there).
import type { OrganizerRegistration, OrganizerTournament } from '@chess-portal/contracts';
import { Badge, Button, ConfirmButton, DataTable, type BadgeVariant, type Column } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import { lichessProfileUrl } from '../lib/lichess-links';
import { describeMatch, isFlagged, Note, Stack, TransactionIdCell } from './transaction-id-cell';

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
    <Stack>
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
    </Stack>
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

function allColumns(t: OrganizerTournament): Column<OrganizerRegistration>[] {
  const columns: Column<OrganizerRegistration>[] = [
    { key: 'player', header: 'Player', cell: (r) => r.playerName, primary: true },
    { key: 'lichess', header: 'Lichess', cell: (r) => <LichessName t={t} registration={r} /> },
    {
      key: 'txn',
      header: 'Transaction ID',
      cell: (r) => <TransactionIdCell registration={r} entryFee={t.entryFee} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <div>
          <Badge variant={STATUS[r.paymentStatus] ?? 'outline'}>{r.paymentStatus}</Badge>
          {r.revokeReason && <div>Reason: {r.revokeReason}</div>}
        </div>
      ),
    },
  ];
  if (!t.lichessUrl) return columns;
  return [
    ...columns,
    {
      key: 'joined',
      header: 'Joined on Lichess',
      cell: (r) =>
        r.paymentStatus === 'approved' ? (
          <span aria-label={r.lichessJoined ? 'Joined' : 'Not joined yet'}>{r.lichessJoined ? '✓' : '✗'}</span>
        ) : (
          ''
        ),
    },
  ];
}

/** Every registration, a table from the md breakpoint up and one card per row on a phone (actions in view). */
export function AllRegistrationsTable({
  tournament: t,
  registrations,
  actions,
}: {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
  /** per-row actions (the registrations page offers each row's review actions: Approve / Reject, Revoke) */
  actions?: (registration: OrganizerRegistration) => ReactNode;
}) {
  return (
    <DataTable
      caption="All registrations"
      rows={registrations}
      rowKey={(r) => r.id}
      columns={allColumns(t)}
      actions={actions}
    />
  );
}
