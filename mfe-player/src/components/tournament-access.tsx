import { Button, ButtonLink } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useServerClock } from '../lib/server-clock';
import { formatCountdown } from '../lib/time-format';
import { ExternalButton } from './external-button';

const Countdown = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

export type TournamentAccessProps = {
  startTime: string | null;
  /** how long before the start 'Go to Tournament' unlocks (15 min on the dashboard, 5 on the status page) */
  unlockBeforeMs: number;
  /** the tournament on Lichess; without it the button leads to `fallbackPath` */
  lichessUrl: string | null;
  fallbackPath: string;
  name: string;
};

/**
 * 'Go to Tournament', enabled from `unlockBeforeMs` before the start on the server's clock; before
 * that a countdown 'Tournament access available in: 1h 2m 3s', ticking each second (SPEC §2, §9).
 */
export function TournamentAccess({ startTime, unlockBeforeMs, lichessUrl, fallbackPath, name }: TournamentAccessProps) {
  const { now, synced } = useServerClock();
  const unlockAt = startTime ? Date.parse(startTime) - unlockBeforeMs : -Infinity;
  const label = `Go to Tournament ${name}`;
  if (!synced || now < unlockAt) {
    return (
      <Box>
        <Button disabled block aria-label={label}>
          Go to Tournament
        </Button>
        {synced ? (
          <Countdown role="timer">Tournament access available in: {formatCountdown(unlockAt - now)}</Countdown>
        ) : (
          <Countdown>Checking the tournament time...</Countdown>
        )}
      </Box>
    );
  }
  return lichessUrl ? (
    <ExternalButton href={lichessUrl} block aria-label={label}>
      Go to Tournament
    </ExternalButton>
  ) : (
    <ButtonLink to={fallbackPath} block aria-label={label}>
      Go to Tournament
    </ButtonLink>
  );
}
