// The organizer's "Refunds due" (product.md §10): each owed refund's player, UPI id and amount, with the
// UTR form; the sent ones with their UTR. Paged on the server.
import type { Refund } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  DataTable,
  EmptyState,
  LoadingBlock,
  Pager,
  errorMessage,
  formatDateTime,
  formatInr,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import { useRecordRefund, useRefunds } from '../../lib/money-api';
import { UtrForm } from './utr-form';

const REASON: Record<Refund['reason'], string> = {
  rejected: 'rejected',
  revoked: 'revoked',
  withdrawn: 'withdrawn',
  ended: 'tournament ended',
  deleted: 'tournament deleted',
  cancelled: 'tournament cancelled',
};

function RecordRefund({ refund: r }: { refund: Refund }) {
  const record = useRecordRefund(r.id);
  if (r.status === 'sent') return <span>Sent, UTR {r.utr}</span>;
  return (
    <UtrForm
      what={`the refund to ${r.playerName}`}
      save={(body) => record.mutateAsync({ utr: body.utr })}
      saving={record.isPending}
      successTitle="Refund recorded"
    />
  );
}

export function RefundsDue({ tournamentId }: { tournamentId?: string }) {
  const [page, setPage] = useState(1);
  const query = useRefunds({ tournamentId, page, limit: 20 });
  if (query.isPending) return <LoadingBlock label="Loading refunds..." />;
  if (query.isError)
    return (
      <Alert variant="destructive" title="Could not load the refunds">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  const { refunds, paging } = query.data;
  if (refunds.length === 0)
    return (
      <EmptyState
        title="No refunds"
        description="Refunds appear here when a paid player leaves or a paid tournament is ended or deleted."
      />
    );
  return (
    <>
      <DataTable<Refund>
        caption="Refunds due"
        rows={refunds}
        rowKey={(r) => r.id}
        columns={[
          { key: 'player', header: 'Player', primary: true, cell: (r) => r.playerName },
          { key: 'tournament', header: 'Tournament', cell: (r) => r.tournamentName },
          { key: 'amount', header: 'Amount', cell: (r) => formatInr(r.amount) },
          {
            key: 'upi',
            header: 'UPI id',
            cell: (r) => r.playerUpiId ?? 'not given: send it back to the account the fee came from',
          },
          { key: 'why', header: 'Why', cell: (r) => REASON[r.reason] },
          {
            key: 'status',
            header: 'Status',
            cell: (r) => (
              <Badge variant={r.status === 'sent' ? 'success' : 'warning'}>
                {r.status === 'sent' ? `sent ${formatDateTime(r.sentAt)}` : 'owed'}
              </Badge>
            ),
          },
        ]}
        actions={(r) => <RecordRefund refund={r} />}
      />
      <Pager paging={paging} onPage={setPage} noun="refunds" />
    </>
  );
}
