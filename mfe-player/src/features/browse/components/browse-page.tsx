// /tournaments/browse: every tournament a visitor or player may see, paged, searched and
// filtered on the server. Upcoming (not started, soonest first) or Past results (the archive).
import type { PublicTournament, TournamentScope } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  DataTable,
  EmptyState,
  FilterBar,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  TextField,
  formatDateTime,
  formatInr,
  isZeroAmount,
  useListParams,
  type Column,
} from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrowseTournaments, type BrowseQuery } from '../../../lib/tournaments/browse-tournaments';

const PAGE_SIZE = 20;
const FILTERS = ['scope', 'fee', 'format', 'from'] as const;

const ScopeLinks = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  a {
    padding: 0.375rem 0.875rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const winner = (t: PublicTournament) => t.results?.[0]?.username ?? '—';

function columns(scope: TournamentScope): Column<PublicTournament>[] {
  const base: Column<PublicTournament>[] = [
    {
      key: 'name',
      header: 'Tournament',
      cell: (t) => <Link to={`/tournaments/${t.id}`}>{t.name}</Link>,
      primary: true,
    },
    { key: 'start', header: 'Starts (IST)', cell: (t) => formatDateTime(t.startTime) },
    { key: 'format', header: 'Format', cell: (t) => `${t.format} · ${t.system} · ${t.timeControl}` },
    {
      key: 'fee',
      header: 'Entry',
      cell: (t) => (isZeroAmount(t.entryFee) ? <Badge variant="success">FREE</Badge> : formatInr(t.entryFee)),
    },
  ];
  if (scope === 'past') return [...base, { key: 'winner', header: 'Champion', cell: winner }];
  return [...base, { key: 'players', header: 'Players', cell: (t) => `${t.registrationCount} / ${t.maxPlayers}` }];
}

/** The yyyy-mm-dd of the date field as the start of that day in Kolkata, for the server's `from`. */
const kolkataDayStart = (day: string) => (day ? `${day}T00:00:00+05:30` : undefined);

export function BrowsePage() {
  const list = useListParams(FILTERS, PAGE_SIZE);
  const scope: TournamentScope = list.filters.scope === 'past' ? 'past' : 'upcoming';
  const query: BrowseQuery = {
    scope,
    page: list.page,
    limit: PAGE_SIZE,
    q: list.q || undefined,
    fee: (list.filters.fee || undefined) as BrowseQuery['fee'],
    format: (list.filters.format || undefined) as BrowseQuery['format'],
    from: kolkataDayStart(list.filters.from),
  };
  const result = useBrowseTournaments(query);
  return (
    <>
      <PageHeader
        title="Browse Tournaments"
        subtitle="Find a tournament to join, or look up past results. Times are India Standard Time (IST)."
      />
      <ScopeLinks aria-label="Which tournaments">
        <Link to="/tournaments/browse" aria-current={scope === 'upcoming' ? 'page' : undefined}>
          Upcoming
        </Link>
        <Link to="/tournaments/browse?scope=past" aria-current={scope === 'past' ? 'page' : undefined}>
          Past results
        </Link>
      </ScopeLinks>
      <FilterBar>
        <SearchField label="Search by name" value={list.q} onSearch={list.setSearch} />
        <SelectField label="Entry" value={list.filters.fee} onChange={(e) => list.setFilter('fee', e.target.value)}>
          <option value="">Free and paid</option>
          <option value="free">Free</option>
          <option value="paid">Paid</option>
        </SelectField>
        <SelectField
          label="Format"
          value={list.filters.format}
          onChange={(e) => list.setFilter('format', e.target.value)}
        >
          <option value="">Any format</option>
          <option value="blitz">Blitz</option>
          <option value="rapid">Rapid</option>
          <option value="classical">Classical</option>
        </SelectField>
        <TextField
          label="Starting on or after"
          type="date"
          value={list.filters.from}
          onChange={(e) => list.setFilter('from', e.target.value)}
        />
      </FilterBar>
      {result.isPending ? (
        <LoadingBlock label="Loading tournaments..." />
      ) : result.isError ? (
        <Alert variant="destructive" title="Failed to load tournaments">
          Please check your connection and try again.
        </Alert>
      ) : result.data.items.length ? (
        <>
          <DataTable
            caption={scope === 'past' ? 'Past tournaments' : 'Upcoming tournaments'}
            rows={result.data.items}
            rowKey={(t) => t.id}
            columns={columns(scope)}
          />
          <Pager paging={result.data.paging} onPage={list.setPage} noun="tournaments" />
        </>
      ) : (
        <EmptyState
          title={scope === 'past' ? 'No past tournaments found' : 'No tournaments available to join'}
          description="Try other filters."
        />
      )}
    </>
  );
}
