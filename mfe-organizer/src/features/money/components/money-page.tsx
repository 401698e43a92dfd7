// /organizer/money (product.md §10): the organizer's totals and each tournament's money, the CSV,
// the "Refunds due" and the prize payouts to record.
import type { MoneyLine } from '@chess-portal/contracts';
import {
  Alert,
  Card,
  CardHeader,
  CardTitle,
  DataTable,
  LoadingBlock,
  PageHeader,
  Pager,
  errorMessage,
  formatInr,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { MONEY_CSV_URL, useOrganizerMoney } from '../../../lib/money-api';
import { MoneyFigures } from '../../../components/money/money-figures';
import { PrizePayouts } from '../../../components/money/prize-payouts';
import { RefundsDue } from '../../../components/money/refunds-due';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

function MoneySummary() {
  const [page, setPage] = useState(1);
  const query = useOrganizerMoney(page);
  if (query.isPending) return <LoadingBlock label="Loading your money..." />;
  if (query.isError)
    return (
      <Alert variant="destructive" title="Could not load your money">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  const { totals, tournaments, paging } = query.data;
  return (
    <>
      <Card aria-labelledby="money-totals">
        <CardHeader>
          <CardTitle id="money-totals" as="h2">
            All tournaments
          </CardTitle>
          <a href={MONEY_CSV_URL} download>
            Download CSV
          </a>
        </CardHeader>
        <MoneyFigures money={totals} label="Totals" />
      </Card>
      <DataTable<MoneyLine>
        caption="Money per tournament"
        rows={tournaments}
        rowKey={(l) => l.tournamentId ?? 'deleted'}
        columns={[
          { key: 'name', header: 'Tournament', primary: true, cell: (l) => l.tournamentName },
          { key: 'collected', header: 'Collected', cell: (l) => formatInr(l.collected) },
          {
            key: 'refunds',
            header: 'Refunds owed / sent',
            cell: (l) => `${formatInr(l.refundsOwed)} / ${formatInr(l.refundsSent)}`,
          },
          {
            key: 'prizes',
            header: 'Prizes owed / sent',
            cell: (l) => `${formatInr(l.prizesOwed)} / ${formatInr(l.prizesSent)}`,
          },
          {
            key: 'commission',
            header: 'Commission due / paid',
            cell: (l) => `${formatInr(l.commissionDue)} / ${formatInr(l.commissionPaid)}`,
          },
          { key: 'net', header: 'Net', cell: (l) => formatInr(l.net) },
        ]}
      />
      <Pager paging={paging} onPage={setPage} noun="tournaments" />
    </>
  );
}

export function MoneyPage() {
  return (
    <>
      <PageHeader
        title="Money"
        subtitle="Entry fees collected, refunds and prizes you owe players, and the commission"
      />
      <Sections>
        {/* not a named section: the refunds table's scroll region carries the name (one landmark per name) */}
        <div>
          <h2 id="refunds-due">Refunds due</h2>
          <RefundsDue />
        </div>
        <section aria-labelledby="prize-payouts">
          <h2 id="prize-payouts">Prizes</h2>
          <PrizePayouts />
        </section>
        <section aria-labelledby="money-summary">
          <h2 id="money-summary">Summary</h2>
          <MoneySummary />
        </section>
      </Sections>
    </>
  );
}
