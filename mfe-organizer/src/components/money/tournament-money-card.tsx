// The tournament's money on its organizer page (product.md §10), with its refunds and prizes.
import { Alert, Card, CardHeader, CardTitle, LoadingBlock, errorMessage } from '@chess-portal/portal-kit';
import { useTournamentMoney } from '../../lib/money-api';
import { MoneyFigures } from './money-figures';
import { PrizePayouts } from './prize-payouts';
import { RefundsDue } from './refunds-due';

export function TournamentMoneyCard({ tournamentId }: { tournamentId: string }) {
  const query = useTournamentMoney(tournamentId);
  return (
    <Card aria-labelledby="tournament-money">
      <CardHeader>
        <CardTitle id="tournament-money">Money</CardTitle>
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
      <h4>Prizes</h4>
      <PrizePayouts tournamentId={tournamentId} />
      <h4>Refunds</h4>
      <RefundsDue tournamentId={tournamentId} />
    </Card>
  );
}
