import { Button } from '@chess-portal/portal-kit';
import { useId, type ReactNode } from 'react';
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
  /** the tournament on Lichess; until the organizer opens it there, the button stays disabled with a note */
  lichessUrl: string | null;
  name: string;
  /**
   * Another screen that opens 'Go to Tournament' earlier (product.md §4's two unlock windows): from its
   * `opensAt` on, the countdown is joined by `note`, saying why this screen still waits.
   */
  earlierElsewhere?: { opensAt: string | null; note: ReactNode };
};

/**
 * 'Go to Tournament', enabled from core's `opensAt` on the server's clock; before that a countdown
 * 'Tournament access available in: 1h 2m 3s', ticking each second (product.md §2, §9). A tournament not yet
 * on Lichess has nowhere to go: the button stays disabled and says why (the page polls, so it opens
 * as soon as the organizer pushes it).
 */
export function TournamentAccess({ opensAt, lichessUrl, name, earlierElsewhere }: TournamentAccessProps) {
  const { now, synced } = useServerClock();
  const noteId = useId();
  const unlockAt = opensAt ? Date.parse(opensAt) : -Infinity;
  const label = `Go to Tournament ${name}`;
  if (!synced || now < unlockAt) {
    return (
      <Box>
        <Button disabled block aria-label={label}>
          Go to Tournament
        </Button>
        {synced ? (
          <>
            <Countdown role="timer">Tournament access available in: {formatCountdown(unlockAt - now)}</Countdown>
            {earlierElsewhere?.opensAt && now >= Date.parse(earlierElsewhere.opensAt) && (
              <Countdown>{earlierElsewhere.note}</Countdown>
            )}
          </>
        ) : (
          <Countdown>Checking the tournament time...</Countdown>
        )}
      </Box>
    );
  }
  if (!lichessUrl) {
    return (
      <Box>
        <Button disabled block aria-label={label} aria-describedby={noteId}>
          Go to Tournament
        </Button>
        <Countdown id={noteId} role="status">
          The organizer has not opened this tournament on Lichess yet. The button works as soon as they do.
        </Countdown>
      </Box>
    );
  }
  return (
    <ExternalButton href={lichessUrl} block aria-label={label}>
      Go to Tournament
    </ExternalButton>
  );
}
