import type { AdminCommission, CommissionStatus } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  type BadgeVariant,
  ButtonLink,
  DataTable,
  EmptyState,
  errorMessage,
  FilterBar,
  formatDate,
  formatDateTime,
  formatInr,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
  useListParams,
  type Column,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { StatusFilter } from '../../../components/status-filter';
import { useCommissionSearch } from '../api/get-commissions';
import { ConfirmOverdueForm, ConfirmPaymentButton, describeUse } from './confirm-payment';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
const STATUSES = ['pending', 'confirmed', 'overdue'] as const;

const statusVariant: Record<CommissionStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  overdue: 'destructive',
};

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const ActionBox = styled.div`
  white-space: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const columns: Column<AdminCommission>[] = [
  { key: 'tournament', header: 'Tournament', cell: (c) => c.tournament.name, primary: true },
  {
    key: 'organizer',
    header: 'Organizer',
    cell: (c) => `${c.organizer.username}${c.organizer.isActive ? '' : ' (deactivated)'}`,
  },
  { key: 'amount', header: 'Amount', cell: (c) => <Amount>{formatInr(c.commissionAmount)}</Amount> },
  { key: 'due', header: 'Due date', cell: (c) => formatDate(c.dueDate, 'Not set') },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => (
      <Badge variant={statusVariant[c.status]} style={{ textTransform: 'capitalize' }}>
        {c.status}
      </Badge>
    ),
  },
  { key: 'upi', header: 'Organizer UPI', cell: (c) => c.organizer.upiId ?? 'N/A' },
  {
    key: 'transaction',
    header: 'Transaction ID',
    cell: (c) =>
      c.organizerTransactionId ? (
        <>
          {c.organizerTransactionId}
          {c.transactionIdUses.length > 0 && c.status !== 'confirmed' && (
            <>
              {' '}
              <Badge variant="destructive" title={c.transactionIdUses.map(describeUse).join('; ')}>
                Used elsewhere
              </Badge>
            </>
          )}
        </>
      ) : (
        'Not submitted'
      ),
  },
];

/** What the admin can do with a commission, or what it is waiting for. */
function Action({ commission: c }: { commission: AdminCommission }) {
  if (c.status === 'confirmed') return <p>Confirmed on {formatDateTime(c.confirmedAt)}</p>;
  if (c.status === 'overdue') return <ConfirmOverdueForm commission={c} />;
  if (c.organizerTransactionId) return <ConfirmPaymentButton commission={c} />;
  return <p>Waiting for the organizer to submit the transaction ID.</p>;
}

/**
 * /admin/commissions: a table paged, searched (organizer username, tournament name or
 * transaction id) and filtered by status on the server; pending first by default, soonest due first.
 */
export function CommissionsPage() {
  const list = useListParams(FILTERS, PAGE_SIZE);
  const status = (list.filters.status || 'pending') as CommissionStatus;
  const query = useCommissionSearch({ page: list.page, limit: PAGE_SIZE, q: list.q || undefined, status });
  return (
    <>
      <PageHeader
        title="Commissions"
        subtitle="Platform commission on entry fees, due 5 days after a tournament completes"
        actions={
          <ButtonLink to="/admin/transaction-ids" variant="outline">
            Reused transaction IDs
          </ButtonLink>
        }
      />
      <FilterBar>
        <SearchField
          label="Search commissions"
          value={list.q}
          onSearch={list.setSearch}
          placeholder="Organizer, tournament or transaction ID"
        />
        <div>
          <StatusFilter
            label="Commission status"
            options={STATUSES}
            value={status}
            onChange={(s) => list.setFilter('status', s === 'pending' ? '' : s)}
          />
        </div>
      </FilterBar>
      {query.isPending ? (
        <LoadingBlock label="Loading commissions..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load commissions">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyState
          level={2}
          title="No commissions found"
          description={list.q ? 'No commission matches your search.' : undefined}
        />
      ) : (
        <>
          <DataTable
            caption="Commissions"
            rows={query.data.items}
            rowKey={(c) => c.id}
            columns={columns}
            actions={(c) => (
              <ActionBox>
                <Action commission={c} />
              </ActionBox>
            )}
          />
          <Pager paging={query.data.paging} onPage={list.setPage} noun="commissions" />
        </>
      )}
    </>
  );
}
