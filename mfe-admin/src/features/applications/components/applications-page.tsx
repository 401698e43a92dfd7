import type { AdminApplication, ApplicationStatus } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  type BadgeVariant,
  DataTable,
  EmptyState,
  errorMessage,
  FilterBar,
  formatDateTime,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
  useListParams,
  type Column,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { StatusFilter } from '../../../components/status-filter';
import { useApplicationSearch } from '../api/get-applications';
import { ReviewForm } from './review-form';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

const statusVariant: Record<ApplicationStatus, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

const Note = styled.span`
  display: block;
  min-width: 10rem;
  max-width: 22rem;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

const Lines = styled.span`
  display: grid;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Review = styled.div`
  min-width: 10rem;
  white-space: normal;
`;

const columns: Column<AdminApplication>[] = [
  { key: 'applicant', header: 'Applicant', cell: (a) => a.user.username, primary: true },
  {
    key: 'contact',
    header: 'E-mail and Lichess',
    cell: (a) => (
      <Lines>
        <span>{a.user.email}</span>
        <span>{a.user.lichessUsername ?? 'N/A'}</span>
      </Lines>
    ),
  },
  { key: 'upi', header: 'UPI ID', cell: (a) => a.upiId ?? 'N/A' },
  {
    key: 'status',
    header: 'Status',
    cell: (a) => (
      <Badge variant={statusVariant[a.status]} style={{ textTransform: 'capitalize' }}>
        {a.status}
      </Badge>
    ),
  },
  { key: 'applied', header: 'Applied', cell: (a) => formatDateTime(a.createdAt) },
  { key: 'note', header: 'Note', cell: (a) => <Note>{a.applicationNote || 'No note given.'}</Note> },
];

/** Review controls while pending; afterwards when it was reviewed and the notes. */
function ReviewCell({ application: a }: { application: AdminApplication }) {
  if (a.status === 'pending')
    return (
      <Review>
        <ReviewForm application={a} />
      </Review>
    );
  return (
    <Review>
      {a.reviewedAt && <Muted>Reviewed {formatDateTime(a.reviewedAt)}</Muted>}
      {a.adminNotes && <Note>{a.adminNotes}</Note>}
    </Review>
  );
}

/**
 * /admin/applications: a table paged, searched (applicant's username, e-mail or Lichess name)
 * and filtered by status on the server; pending first by default.
 */
export function ApplicationsPage() {
  const list = useListParams(FILTERS, PAGE_SIZE);
  const status = (list.filters.status || 'pending') as ApplicationStatus;
  const query = useApplicationSearch({ page: list.page, limit: PAGE_SIZE, q: list.q || undefined, status });
  return (
    <>
      <PageHeader title="Organizer Applications" subtitle="Review who may create and run tournaments" />
      <FilterBar>
        <SearchField
          label="Search applications"
          value={list.q}
          onSearch={list.setSearch}
          placeholder="Username, e-mail or Lichess username"
        />
        <div>
          <StatusFilter
            label="Application status"
            options={STATUSES}
            value={status}
            onChange={(s) => list.setFilter('status', s === 'pending' ? '' : s)}
          />
        </div>
      </FilterBar>
      {query.isPending ? (
        <LoadingBlock label="Loading applications..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load applications">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyState
          level={2}
          title="No applications found"
          description={list.q ? 'No application matches your search.' : undefined}
        />
      ) : (
        <>
          <DataTable
            caption="Applications"
            rows={query.data.items}
            rowKey={(a) => a.id}
            columns={columns}
            actions={(a) => <ReviewCell application={a} />}
          />
          <Pager paging={query.data.paging} onPage={list.setPage} noun="applications" />
        </>
      )}
    </>
  );
}
