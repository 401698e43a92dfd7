import type { PublicTournament } from '@chess-portal/contracts';
import { Badge, Card, CardTitle, Fact, formatDateTime, formatInr } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { TournamentFactList } from '../../../components/tournament-fact-list';
import { formatRoundInterval } from '../../../lib/time-format';

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  white-space: pre-line;
`;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('-', ' ');

/** SPEC §2: status, description, format, system, time control, entry fee, start time, players. */
export function TournamentFacts({ tournament: t }: { tournament: PublicTournament }) {
  return (
    <Card aria-labelledby="facts-title">
      <CardTitle id="facts-title">About this tournament</CardTitle>
      {t.description && <Description>{t.description}</Description>}
      <TournamentFactList>
        <Fact label="Status">{capitalised(t.status)}</Fact>
        <Fact label="Format">{capitalised(t.format)}</Fact>
        <Fact label="System">{capitalised(t.system)}</Fact>
        <Fact label="Time control">{t.timeControl}</Fact>
        <Fact label="Entry fee">{t.isFree ? <Badge variant="success">FREE</Badge> : formatInr(t.entryFee)}</Fact>
        {Number(t.prizePool) > 0 && <Fact label="Prize pool">{formatInr(t.prizePool)}</Fact>}
        <Fact label="Start time">{formatDateTime(t.startTime)}</Fact>
        <Fact label="Players">
          {t.registrationCount} / {t.maxPlayers}
        </Fact>
        {t.system === 'swiss' && (
          <>
            <Fact label="Rounds">{t.rounds ?? 'Unlimited'}</Fact>
            <Fact label="Round interval">{formatRoundInterval(t.roundInterval)}</Fact>
          </>
        )}
      </TournamentFactList>
    </Card>
  );
}
