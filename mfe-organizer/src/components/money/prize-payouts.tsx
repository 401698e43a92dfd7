// Prize payouts (product.md §10): each winner's rank, UPI id and prize, a fair-play flag when Lichess
// reports the account, and the UTR form; the sent ones with their UTR. Paged on the server.
import type { Payout } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  DataTable,
  EmptyState,
  LoadingBlock,
  Pager,
  errorMessage,
  formatInr,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import { usePayouts, useRecordPayout } from '../../lib/money-api';
import { UtrForm } from './utr-form';

function RecordPayout({ payout: p }: { payout: Payout }) {
  const record = useRecordPayout(p.id);
  if (p.status === 'sent') return <span>Sent, UTR {p.utr}</span>;
  return (
    <UtrForm
      what={`the prize to ${p.playerName}`}
      fairPlayFlag={p.fairPlayFlag}
      disabledReason={p.playerUpiId ? null : 'No UPI id yet: the winner was asked to add one on their profile.'}
      save={(body) => record.mutateAsync(body)}
      saving={record.isPending}
      successTitle="Prize recorded"
    />
  );
}

export function PrizePayouts({ tournamentId }: { tournamentId?: string }) {
  const [page, setPage] = useState(1);
  const query = usePayouts({ tournamentId, page, limit: 20 });
  if (query.isPending) return <LoadingBlock label="Loading prizes..." />;
  if (query.isError)
    return (
      <Alert variant="destructive" title="Could not load the prizes">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  const { payouts, paging } = query.data;
  if (payouts.length === 0)
    return (
      <EmptyState
        title="No prizes yet"
        description="Prizes are computed by rank when a tournament's results come in."
      />
    );
  return (
    <>
      <DataTable<Payout>
        caption="Prize payouts"
        rows={payouts}
        rowKey={(p) => p.id}
        columns={[
          { key: 'winner', header: 'Winner', primary: true, cell: (p) => `#${p.rank} ${p.playerName}` },
          { key: 'tournament', header: 'Tournament', cell: (p) => p.tournamentName },
          { key: 'amount', header: 'Prize', cell: (p) => formatInr(p.amount) },
          { key: 'upi', header: 'UPI id', cell: (p) => p.playerUpiId ?? 'not given yet' },
          {
            key: 'status',
            header: 'Status',
            cell: (p) => (
              <>
                <Badge variant={p.status === 'sent' ? 'success' : 'warning'}>{p.status}</Badge>{' '}
                {p.fairPlayFlag && <Badge variant="destructive">fair play: check</Badge>}
              </>
            ),
          },
        ]}
        actions={(p) => <RecordPayout payout={p} />}
      />
      <Pager paging={paging} onPage={setPage} noun="prizes" />
    </>
  );
}
