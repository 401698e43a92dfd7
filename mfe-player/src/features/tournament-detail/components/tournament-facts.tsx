import type { PublicTournament } from '@chess-portal/contracts';
import { Badge, Card, CardTitle, formatDateTime, formatInr } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { formatRoundInterval } from '../../../lib/time-format';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

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
      <Facts>
        <dt>Status</dt>
        <dd>{capitalised(t.status)}</dd>
        <dt>Format</dt>
        <dd>{capitalised(t.format)}</dd>
        <dt>System</dt>
        <dd>{capitalised(t.system)}</dd>
        <dt>Time control</dt>
        <dd>{t.timeControl}</dd>
        <dt>Entry fee</dt>
        <dd>{t.isFree ? <Badge variant="success">FREE</Badge> : formatInr(t.entryFee)}</dd>
        {Number(t.prizePool) > 0 && (
          <>
            <dt>Prize pool</dt>
            <dd>{formatInr(t.prizePool)}</dd>
          </>
        )}
        <dt>Start time</dt>
        <dd>{formatDateTime(t.startTime)}</dd>
        <dt>Players</dt>
        <dd>
          {t.registrationCount} / {t.maxPlayers}
        </dd>
        {t.system === 'swiss' && (
          <>
            <dt>Rounds</dt>
            <dd>{t.rounds ?? 'Unlimited'}</dd>
            <dt>Round interval</dt>
            <dd>{formatRoundInterval(t.roundInterval)}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
