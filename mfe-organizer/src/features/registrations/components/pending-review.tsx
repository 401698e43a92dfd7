// The pending registrations as a selectable table: Approve / Reject one, or select several
// and approve or reject them together (a rejection of several asks first: each player is notified). Each approval
// warns as a single one does (product.md §7 warnings).
import { bulkRejectConfirmation, type OrganizerRegistration, type OrganizerTournament } from '@chess-portal/contracts';
import {
  Button,
  DataTable,
  Dialog,
  DialogActions,
  errorMessage,
  formatDateTime,
  toast,
  type Column,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { LichessName, type PendingProps } from '../../../components/registration-tables';
import { TransactionIdCell } from '../../../components/transaction-id-cell';
import { useBulkReview } from '../api/bulk-review';
import { RowActions } from './row-actions';

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

type Review = PendingProps['onReview'];

function columns(t: OrganizerTournament): Column<OrganizerRegistration>[] {
  return [
    { key: 'player', header: 'Player', cell: (r) => r.playerName, primary: true },
    { key: 'email', header: 'Email', cell: (r) => r.player.email },
    { key: 'lichess', header: 'Lichess', cell: (r) => <LichessName t={t} registration={r} /> },
    {
      key: 'txn',
      header: 'Transaction ID',
      cell: (r) => <TransactionIdCell registration={r} entryFee={t.entryFee} />,
    },
    { key: 'at', header: 'Registered', cell: (r) => formatDateTime(r.registeredAt) },
  ];
}

function useBulkActions(tournamentId: string, clear: () => void) {
  const bulk = useBulkReview(tournamentId);
  const run = async (action: 'approve' | 'reject', registrationIds: string[]) => {
    try {
      const result = await bulk.mutateAsync({ action, registrationIds });
      const warnings = result.results.flatMap((r) => r.warnings);
      const failures = result.results.filter((r) => !r.ok).map((r) => r.message);
      const title = action === 'approve' ? 'Registrations Approved' : 'Registrations Rejected';
      const description = [result.message, ...failures, ...warnings].join(' ');
      if (failures.length || warnings.length) toast.warning(title, { description });
      else toast.success(title, { description });
      clear();
    } catch (error) {
      toast.error(action === 'approve' ? 'Approval Failed' : 'Rejection Failed', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return { run, busy: bulk.isPending };
}

export function PendingReview(props: {
  tournament: OrganizerTournament;
  registrations: OrganizerRegistration[];
  busyId?: string;
  onReview: Review;
}) {
  const { tournament: t, registrations, busyId, onReview } = props;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { run, busy } = useBulkActions(t.id, () => setSelected(new Set()));
  const ids = registrations.map((r) => r.id).filter((id) => selected.has(id));
  // the registrations to reject, kept from when the confirmation opened (its count stays while it closes)
  const [toReject, setToReject] = useState<string[] | null>(null);
  const rejection = bulkRejectConfirmation(toReject?.length ?? 0);
  return (
    <>
      <BulkBar role="group" aria-label="Selected registrations">
        <span>{ids.length} selected</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setSelected(new Set(registrations.map((r) => r.id)))}
          disabled={busy || ids.length === registrations.length}
        >
          Select all on this page
        </Button>
        <Button size="sm" onClick={() => void run('approve', ids)} disabled={busy || !ids.length}>
          Approve selected
        </Button>
        <Button size="sm" variant="outline" onClick={() => setToReject(ids)} disabled={busy || !ids.length}>
          Reject selected
        </Button>
      </BulkBar>
      <Dialog
        open={toReject !== null}
        onClose={busy ? undefined : () => setToReject(null)}
        title={rejection.title}
        description={rejection.description}
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setToReject(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={busy}
            onClick={() => void run('reject', toReject ?? []).finally(() => setToReject(null))}
          >
            {rejection.confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
      <DataTable
        caption="Pending registrations"
        rows={registrations}
        rowKey={(r) => r.id}
        columns={columns(t)}
        selection={{ selected, onChange: setSelected, label: (r) => r.playerName }}
        actions={(r) => (
          <RowActions tournament={t} registration={r} busy={busy || busyId === r.id} onReview={onReview} />
        )}
      />
    </>
  );
}
