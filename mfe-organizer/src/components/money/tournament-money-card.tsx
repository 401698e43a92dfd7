// The tournament's money on its organizer page (product.md §10), with its refunds and prizes.
import { Alert, Card, CardHeader, CardTitle, LoadingBlock, errorMessage } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useTournamentMoney } from '../../lib/money-api';
import { MoneyFigures } from './money-figures';
import { PrizePayouts } from './prize-payouts';
import { RefundsDue } from './refunds-due';

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
`;

export function TournamentMoneyCard({ tournamentId }: { tournamentId: string }) {
  const query = useTournamentMoney(tournamentId);
  return (
    <Card aria-labelledby="tournament-money">
      <CardHeader>
        <CardTitle id="tournament-money" as="h2">
          Money
        </CardTitle>
      </CardHeader>
      {query.isPending ? (
        <LoadingBlock label="Loading the money..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load the money">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <MoneyFigures money={query.data} label="This tournament's money" />
      )}
      <Heading>Prizes</Heading>
      <PrizePayouts tournamentId={tournamentId} />
      <Heading>Refunds</Heading>
      <RefundsDue tournamentId={tournamentId} />
    </Card>
  );
}
