import type { PublicTournament } from '@chess-portal/contracts';
import {
  Card,
  CardGrid,
  CardHeader,
  CardTitle,
  EmptyState,
  Section,
  SectionTitle,
  formatDate,
} from '@chess-portal/portal-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectRecentWinners } from '../api/get-tournaments';

const Champion = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Places = styled.ol`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Trophy = styled.svg`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.accent};
`;

function TrophyIcon() {
  return (
    <Trophy width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1ZM6 20h12v2H6v-2Z" />
    </Trophy>
  );
}

function WinnerCard({ tournament: t }: { tournament: PublicTournament }) {
  const [champion, ...others] = t.results ?? [];
  return (
    <Card aria-labelledby={`winner-${t.id}`}>
      <CardHeader>
        <div>
          <CardTitle id={`winner-${t.id}`}>
            <Link to={`/tournaments/${t.id}`}>{t.name}</Link>
          </CardTitle>
          <Meta>{formatDate(t.endTime ?? t.startTime)}</Meta>
        </div>
      </CardHeader>
      <Champion>
        <TrophyIcon />
        <span>
          Champion: {champion.title ? `${champion.title} ` : ''}
          {champion.username}
        </span>
      </Champion>
      <Places aria-label="Runners-up">
        {others.slice(0, 2).map((row) => (
          <li key={row.rank}>
            #{row.rank} {row.username}
          </li>
        ))}
      </Places>
    </Card>
  );
}

/** product.md §2/§4 'Recent Tournament Winners': completed with results, newest first, top 3. */
export function RecentWinners({ tournaments }: { tournaments: PublicTournament[] }) {
  const winners = selectRecentWinners(tournaments);
  return (
    <Section aria-labelledby="winners-title">
      <SectionTitle id="winners-title">Recent Tournament Winners</SectionTitle>
      {winners.length === 0 ? (
        <EmptyState title="No results yet" description="Champions of completed tournaments appear here." />
      ) : (
        <CardGrid>
          {winners.map((t) => (
            <WinnerCard key={t.id} tournament={t} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
