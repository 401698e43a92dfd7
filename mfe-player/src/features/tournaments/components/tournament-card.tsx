import type { PublicTournament } from '@chess-portal/contracts';
import {
  Badge,
  ButtonLink,
  Card,
  CardFooter,
  CardHeader,
  CardTitle,
  Fact,
  FactList,
  formatDateTime,
  formatInr,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  text-transform: capitalize;
`;

const label = (value: string) => value.replace('-', ' ');

/** One upcoming tournament: what, when, until when it can be joined, how much, how full, and a link to its page. */
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
      <FactList align="end" strong>
        <Fact label="Time control">{t.timeControl}</Fact>
        <Fact label="Starts">{formatDateTime(t.startTime)}</Fact>
        {t.joinClosesAt && !t.joinRefusal && <Fact label="Join before">{formatDateTime(t.joinClosesAt)}</Fact>}
        <Fact label="Entry fee">{t.isFree ? 'Free' : formatInr(t.entryFee)}</Fact>
        <Fact label="Players">
          {t.registrationCount} / {t.maxPlayers}
        </Fact>
      </FactList>
      <CardFooter>
        <ButtonLink to={`/tournaments/${t.id}`} variant="outline" block aria-label={`View details of ${t.name}`}>
          View Details
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
