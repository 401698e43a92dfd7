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
  /** when 'Go to Tournament' opens, as core answers it (ISO instant); null: open at once */
  opensAt: string | null;
  /** the tournament on Lichess; without it the button leads to `fallbackPath` */
  lichessUrl: string | null;
  fallbackPath: string;
  name: string;
};

/**
 * 'Go to Tournament', enabled from core's `opensAt` on the server's clock; before that a countdown
 * 'Tournament access available in: 1h 2m 3s', ticking each second (SPEC §2, §9).
 */
export function TournamentAccess({ opensAt, lichessUrl, fallbackPath, name }: TournamentAccessProps) {
  const { now, synced } = useServerClock();
  const unlockAt = opensAt ? Date.parse(opensAt) : -Infinity;
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
