// The admin's view of money organizers still owe players (product.md §10): per organizer, prizes and
// refunds owed, winners flagged for fair play, and the oldest; largest first (at most 100).
import type { OutstandingPayouts as Outstanding } from '@chess-portal/contracts';
import {
  Alert,
  Card,
  CardHeader,
  CardTitle,
  DataTable,
  EmptyState,
  LoadingBlock,
  errorMessage,
  formatDate,
  formatInr,
} from '@chess-portal/portal-kit';
import { useOutstandingPayouts } from '../api/get-outstanding-payouts';

type Row = Outstanding['organizers'][number];

export function OutstandingPayouts() {
  const query = useOutstandingPayouts();
  return (
    <Card aria-labelledby="outstanding-payouts">
      <CardHeader>
        <CardTitle id="outstanding-payouts" as="h2">
          Outstanding payouts
        </CardTitle>
      </CardHeader>
      {query.isPending ? (
        <LoadingBlock label="Loading outstanding payouts..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load outstanding payouts">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.organizers.length === 0 ? (
        <EmptyState title="Nothing outstanding" description="No organizer owes a prize or a refund." />
      ) : (
        <DataTable<Row>
          caption="Prizes and refunds organizers still owe players"
          rows={query.data.organizers}
          rowKey={(r) => r.organizerId ?? 'none'}
          columns={[
            { key: 'organizer', header: 'Organizer', primary: true, cell: (r) => r.organizerName },
            { key: 'prizes', header: 'Prizes owed', cell: (r) => `${r.prizesOwed} · ${formatInr(r.prizeAmount)}` },
            { key: 'flagged', header: 'Fair-play flags', cell: (r) => String(r.flaggedWinners) },
            { key: 'refunds', header: 'Refunds owed', cell: (r) => `${r.refundsOwed} · ${formatInr(r.refundAmount)}` },
            { key: 'oldest', header: 'Oldest', cell: (r) => formatDate(r.oldest) },
          ]}
        />
      )}
    </Card>
  );
}
