import type { AdminCommission, CommissionStatus } from '@chess-portal/contracts';
import {
  Alert,
  ButtonLink,
  CardGrid,
  EmptyState,
  errorMessage,
  LoadingBlock,
  PageHeader,
} from '@chess-portal/portal-kit';
import { useDeferredValue, useMemo, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { StatusFilter } from '../../../components/status-filter';
import { Toolbar } from '../../../components/toolbar';
import { useCommissions } from '../api/get-commissions';
import { CommissionCard } from './commission-card';

const STATUSES = ['pending', 'confirmed', 'overdue'] as const;

/** SPEC §2: search by organizer username, tournament name or transaction id. */
export function matchesCommission(c: AdminCommission, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [c.organizer.username, c.tournament.name, c.organizerTransactionId ?? ''].some((field) =>
    field.toLowerCase().includes(term),
  );
}

/** /admin/commissions */
export function CommissionsPage() {
  const [status, setStatus] = useState<CommissionStatus>('pending');
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const query = useCommissions(status);
  const commissions = useMemo(() => (query.data ?? []).filter((c) => matchesCommission(c, term)), [query.data, term]);
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
      <Toolbar>
        <StatusFilter label="Commission status" options={STATUSES} value={status} onChange={setStatus} />
        <SearchField
          label="Search commissions"
          value={search}
          onChange={setSearch}
          placeholder="Organizer, tournament or transaction ID"
        />
      </Toolbar>
      {query.isPending ? (
        <LoadingBlock label="Loading commissions..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load commissions">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : commissions.length === 0 ? (
        <EmptyState title="No commissions found" />
      ) : (
        <CardGrid aria-label="Commissions">
          {commissions.map((c) => (
            <CommissionCard key={c.id} commission={c} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
