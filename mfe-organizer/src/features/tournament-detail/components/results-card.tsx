// product.md §2 Results card: the podium of the top three, then the other finishers; Fetch Results when
// there are none yet.
import type { OrganizerTournament, ResultRow } from '@chess-portal/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, errorMessage, toast } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useFetchTournamentResults } from '../api/fetch-tournament-results';
import { ScrollRegion } from '../../../components/scroll-region';

const Podium = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  li:first-child {
    background: #f3e2b8;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

const MEDALS = ['1st', '2nd', '3rd'];
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

function Others({ rows }: { rows: ResultRow[] }) {
  if (!rows.length) return null;
  return (
    <ScrollRegion label="Other finishers">
      <Table aria-label="Other finishers">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Title</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Rating</th>
            <th scope="col">Performance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.rank}-${r.username}`}>
              <td>{r.rank}</td>
              <td>{r.title ?? ''}</td>
              <td>{r.username}</td>
              <td>{shown(r.score)}</td>
              <td>{shown(r.rating)}</td>
              <td>{shown(r.performance)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

export function ResultsCard({ tournament: t }: { tournament: OrganizerTournament }) {
  const fetchResults = useFetchTournamentResults();
  const results = t.results ?? [];
  const run = async () => {
    try {
      const res = await fetchResults.mutateAsync(t.id);
      toast.success('Results fetched successfully', { description: res.message });
    } catch (error) {
      toast.error('Failed to fetch results', { description: errorMessage(error, 'Please try again later.') });
    }
  };
  return (
    <Card aria-labelledby="results-card-title">
      <CardHeader>
        <div>
          <CardTitle id="results-card-title" as="h2">
            Results
          </CardTitle>
          <CardDescription>{results.length ? `${results.length} finishers` : 'No results yet.'}</CardDescription>
        </div>
        {!results.length && (
          <Button size="sm" variant="outline" onClick={() => void run()} loading={fetchResults.isPending}>
            Fetch Results
          </Button>
        )}
      </CardHeader>
      {results.length > 0 && (
        <>
          <Podium aria-label="Podium">
            {results.slice(0, 3).map((r, i) => (
              <li key={r.username}>
                <span>{MEDALS[i]}</span>
                <strong>
                  {r.title ? `${r.title} ` : ''}
                  {r.username}
                </strong>
                <span>
                  Score {shown(r.score)} · Rating {shown(r.rating)} · Performance {shown(r.performance)}
                </span>
              </li>
            ))}
          </Podium>
          <Others rows={results.slice(3)} />
        </>
      )}
    </Card>
  );
}
