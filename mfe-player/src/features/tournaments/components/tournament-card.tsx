import type { PublicTournament } from '@chess-portal/contracts';
import { Badge, ButtonLink, Card, CardFooter, CardHeader, CardTitle, formatDateTime, formatInr } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; text-align: right; }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  text-transform: capitalize;
`;

const label = (value: string) => value.replace('-', ' ');

/** One upcoming tournament: what, when, how much, how full, and a link to its page. */
export function TournamentCard({ tournament: t }: { tournament: PublicTournament }) {
  return (
    <Card aria-labelledby={`tournament-${t.id}`}>
      <CardHeader>
        <CardTitle id={`tournament-${t.id}`}>{t.name}</CardTitle>
        {t.isFree ? <Badge variant="success">FREE</Badge> : <Badge variant="secondary">{formatInr(t.entryFee)}</Badge>}
      </CardHeader>
      <Tags>
        <Badge variant="outline">{label(t.system)}</Badge>
        <Badge variant="outline">{t.format}</Badge>
      </Tags>
      <Facts>
        <dt>Time control</dt>
        <dd>{t.timeControl}</dd>
        <dt>Starts</dt>
        <dd>{formatDateTime(t.startTime)}</dd>
        <dt>Entry fee</dt>
        <dd>{t.isFree ? 'Free' : formatInr(t.entryFee)}</dd>
        <dt>Players</dt>
        <dd>
          {t.registrationCount} / {t.maxPlayers}
        </dd>
      </Facts>
      <CardFooter>
        <ButtonLink to={`/tournaments/${t.id}`} variant="outline" block aria-label={`View details of ${t.name}`}>
          View Details
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
