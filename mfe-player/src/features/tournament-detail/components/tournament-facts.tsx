import type { PublicTournament } from '@chess-portal/contracts';
import { Badge, Button, Card, CardTitle, Fact, formatInr } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { TournamentFactList } from '../../../components/tournament-fact-list';
import { icsFileName, tournamentIcs } from '../../../lib/calendar';
import { formatRoundInterval, formatZonedTime } from '../../../lib/time-format';

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  white-space: pre-line;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Downloads the tournament as an .ics event for the viewer's calendar. */
function downloadIcs(t: PublicTournament, startTime: string) {
  const ics = tournamentIcs({ ...t, startTime }, `${window.location.origin}/tournaments/${t.id}`);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(t.name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('-', ' ');

/**
 * product.md §2: status, description, format, system, time control, entry fee, start time, players; and
 * who organizes it, the start labelled with its zone, and 'Add to calendar'.
 */
export function TournamentFacts({ tournament: t }: { tournament: PublicTournament }) {
  return (
    <Card aria-labelledby="facts-title">
      <CardTitle id="facts-title">About this tournament</CardTitle>
      {t.description && <Description>{t.description}</Description>}
      <TournamentFactList>
        <Fact label="Status">{capitalised(t.status)}</Fact>
        {t.organizerName && <Fact label="Organizer">{t.organizerName}</Fact>}
        <Fact label="Format">{capitalised(t.format)}</Fact>
        <Fact label="System">{capitalised(t.system)}</Fact>
        <Fact label="Time control">{t.timeControl}</Fact>
        <Fact label="Entry fee">{t.isFree ? <Badge variant="success">FREE</Badge> : formatInr(t.entryFee)}</Fact>
        {Number(t.prizePool) > 0 && <Fact label="Prize pool">{formatInr(t.prizePool)}</Fact>}
        {t.prizeDistribution?.amounts.map((amount, i) => (
          <Fact key={i} label={`Prize, ${placeName(i)}`}>
            {formatInr(amount)}
          </Fact>
        ))}
        <Fact label="Start time">{formatZonedTime(t.startTime)}</Fact>
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
      {t.startTime && (
        <Actions>
          <Button variant="outline" size="sm" onClick={() => downloadIcs(t, t.startTime ?? '')}>
            Add to calendar
          </Button>
        </Actions>
      )}
    </Card>
  );
}

const ORDINAL = ['1st', '2nd', '3rd'];
/** '1st place', '4th place' (prize places, product.md §10) */
const placeName = (i: number) => `${ORDINAL[i] ?? `${i + 1}th`} place`;
