import type { PublicTournament, ResultRow, SessionUser } from '@chess-portal/contracts';
import {
  Button,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  errorMessage,
  toast,
  useSession,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useFetchResults } from '../api/fetch-results';

// one place a row on a phone, three side by side when a name fits whole; a name breaks only where it
// could not fit a line on its own (break-word), never inside a word that fits
const Podium = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
    text-align: center;
    overflow-wrap: break-word;
  }
  li:first-child {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const PLACES = ['Champion', 'Second', 'Third'];
const name = (r: ResultRow) => `${r.title ? `${r.title} ` : ''}${r.username}`;
const show = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));

function ResultsTable({ results }: { results: ResultRow[] }) {
  return (
    // on a phone the table scrolls sideways: the box takes focus so the keyboard can scroll it too
    <TableBox role="region" aria-label="Final standings, scrollable" tabIndex={0}>
      <table aria-label="Final standings">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Rating</th>
            <th scope="col">Performance</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={`${r.rank}-${r.username}`}>
              <td>{r.rank}</td>
              <td>{name(r)}</td>
              <td>{show(r.score)}</td>
              <td>{show(r.rating)}</td>
              <td>{show(r.performance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function FetchResults({ tournament: t }: { tournament: PublicTournament }) {
  const fetch = useFetchResults(t.id);
  const run = () =>
    fetch.mutateAsync().then(
      () => toast.success('Results fetched successfully'),
      (e: unknown) =>
        toast.error('Failed to fetch results', { description: errorMessage(e, 'Failed to fetch results') }),
    );
  return (
    <EmptyState
      title="No results yet"
      description="The results have not been fetched from Lichess yet."
      action={
        <Button onClick={() => void run()} loading={fetch.isPending}>
          Fetch Results
        </Button>
      }
    />
  );
}

/** Who core lets fetch results (its `canManage`): an admin, or the organizer who owns the tournament. */
const canFetchResults = (user: SessionUser | null, t: PublicTournament) =>
  Boolean(user && (user.role === 'admin' || (user.role === 'organizer' && user.id === t.organizerId)));

/**
 * product.md §2: a completed tournament shows its results (podium, then the table), or Fetch Results; the
 * button is offered only to those who may use it, everyone else reads that results are on their way.
 */
export function TournamentResults({ tournament: t }: { tournament: PublicTournament }) {
  const { user } = useSession();
  const results = t.results ?? [];
  const onLichess = Boolean(t.lichessTournamentId || t.lichessUrl);
  return (
    <Card aria-labelledby="results-title">
      <CardHeader>
        <CardTitle id="results-title" as="h2">
          Results
        </CardTitle>
      </CardHeader>
      {results.length > 0 ? (
        <>
          <Podium aria-label="Podium">
            {results.slice(0, 3).map((r, i) => (
              <li key={r.username}>
                <span>{PLACES[i]}</span>
                <strong>{name(r)}</strong>
                <span>{show(r.score)} points</span>
              </li>
            ))}
          </Podium>
          <ResultsTable results={results} />
        </>
      ) : onLichess && canFetchResults(user, t) ? (
        <FetchResults tournament={t} />
      ) : (
        <EmptyState title="No results yet" description="Results appear here once the organizer publishes them." />
      )}
    </Card>
  );
}
