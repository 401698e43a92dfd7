import {
  ORGANIZER_LIST_STEP,
  REGISTRATION_STATUS_LABELS,
  commissionLine,
  totalNote,
  type RegistrationStatusFilter,
} from '@chess-portal/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  FilterBar,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  errorMessage,
  formatInr,
  isApiError,
  useListParams,
} from '@chess-portal/portal-kit';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LichessSyncStatus } from '../../../components/lichess-sync';
import { AllRegistrationsTable } from '../../../components/registration-tables';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { TournamentNotFound } from '../../../components/tournament-not-found';
import { approvedFileName, copyText, downloadText } from '../../../lib/clipboard';
import { csvHref, useApprovedNames, useOrganizerRegistrations } from '../api/get-registrations';
import { PendingReview } from './pending-review';
import { RowActions } from './row-actions';
import { useReview } from './use-review';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const PAGE_SIZE = 25;
/** pending registrations are cards on a phone: 10 a page keep the page short (issue 24) */
const PENDING_PAGE_SIZE = ORGANIZER_LIST_STEP;
const STATUSES = ['status'] as const;
const REGISTRATION_STATUSES = Object.keys(REGISTRATION_STATUS_LABELS) as RegistrationStatusFilter[];

const CsvLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** product.md §2 Registration management at /organizer/tournaments/{id}/registrations; lists paged on the server. */
export function RegistrationsPage() {
  const { id = '' } = useParams();
  const list = useListParams(STATUSES, PAGE_SIZE);
  const [pendingPage, setPendingPage] = useState(1);
  const query = useOrganizerRegistrations(
    id,
    {
      page: list.page,
      limit: PAGE_SIZE,
      q: list.q || undefined,
      status: (list.filters.status || undefined) as RegistrationStatusFilter | undefined,
    },
    { followLichessSync: true },
  );
  const pendingQuery = useOrganizerRegistrations(id, {
    status: 'pending',
    page: pendingPage,
    limit: PENDING_PAGE_SIZE,
  });
  // product.md §2 Copy Approved / Download (.txt): every approved player, whatever page is shown (names only)
  const approvedCount = query.data?.counts.approved ?? 0;
  const approvedQuery = useApprovedNames(id, approvedCount > 0);
  const { busyId, review } = useReview(id);
  if (query.isPending) return <LoadingBlock label="Loading registrations..." />;
  if (query.isError) {
    if (isApiError(query.error) && [403, 404].includes(query.error.status))
      return <TournamentNotFound message={query.error.status === 403 ? 'Access Denied' : 'Tournament not found'} />;
    return (
      <Alert variant="destructive" title="Failed to fetch registrations">
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  const { tournament: t, registrations, counts, paging } = query.data;
  const pending = pendingQuery.data?.registrations ?? [];
  const lines = (approvedQuery.data?.names ?? []).join('\n');
  const paid = Number(t.entryFee) > 0;
  return (
    <>
      <PageHeader
        title="Manage Registrations"
        subtitle={t.name}
        actions={
          <>
            {paid && counts.pending > 0 && (
              <ButtonLink to="/organizer/payments" variant="secondary">
                Check payments against a statement
              </ButtonLink>
            )}
            <ButtonLink to={`/organizer/tournaments/${t.id}`} variant="outline">
              Back to tournament
            </ButtonLink>
          </>
        }
      />
      <StatGrid>
        <StatCard label="Registrations" note={totalNote(counts.total)}>
          {counts.registered}
        </StatCard>
        {REGISTRATION_STATUSES.map((status) => (
          <StatCard key={status} label={REGISTRATION_STATUS_LABELS[status]}>
            {counts[status]}
          </StatCard>
        ))}
        <StatCard label="Total collected" note={commissionLine(t.commissionStatus, formatInr(t.commissionDue))}>
          {formatInr(t.totalCollected)}
        </StatCard>
      </StatGrid>
      <Stack>
        <LichessSyncStatus sync={t.lichessSync} />
        {/* plain sections: the tables inside are the named regions (one landmark per name); h2 under the page's h1 */}
        <Card data-review-list="pending">
          <CardHeader>
            <CardTitle as="h2" id="pending-title" tabIndex={-1}>
              Pending Registrations
            </CardTitle>
          </CardHeader>
          {pending.length ? (
            <>
              <PendingReview
                tournament={t}
                registrations={pending}
                busyId={busyId}
                onReview={(k, r, confirmReused) => review(k, r, confirmReused, 'pending')}
              />
              {pendingQuery.data && (
                <Pager paging={pendingQuery.data.paging} onPage={setPendingPage} noun="pending registrations" />
              )}
            </>
          ) : (
            <EmptyState title="No pending registrations" />
          )}
        </Card>
        <Card data-review-list="all">
          <CardHeader>
            <CardTitle as="h2" id="all-title" tabIndex={-1}>
              All Registrations
            </CardTitle>
          </CardHeader>
          <Tools>
            {counts.approved > 0 && paid && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!approvedQuery.data}
                  onClick={() => void copyText(lines, 'Copied the approved players')}
                >
                  Copy Approved
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!approvedQuery.data}
                  onClick={() => downloadText(approvedFileName(t.name), lines)}
                >
                  Download
                </Button>
              </>
            )}
            {counts.total > 0 && (
              <CsvLink href={csvHref(t.id, { status: list.filters.status, q: list.q })} download>
                Download CSV
              </CsvLink>
            )}
          </Tools>
          <FilterBar>
            <SearchField
              label="Search by name, e-mail, Lichess name or transaction ID"
              value={list.q}
              onSearch={list.setSearch}
            />
            <SelectField
              label="Status"
              value={list.filters.status}
              onChange={(e) => list.setFilter('status', e.target.value)}
            >
              <option value="">All</option>
              {REGISTRATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {REGISTRATION_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
          </FilterBar>
          {registrations.length ? (
            <AllRegistrationsTable
              tournament={t}
              registrations={registrations}
              actions={(r) => (
                <RowActions
                  tournament={t}
                  registration={r}
                  busy={busyId === r.id}
                  onReview={(k, reg, confirmReused) => review(k, reg, confirmReused, 'all')}
                />
              )}
            />
          ) : (
            <EmptyState title={counts.total ? 'No registrations match' : 'No registrations yet'} />
          )}
          <Pager paging={paging} onPage={list.setPage} noun="registrations" />
        </Card>
      </Stack>
    </>
  );
}
