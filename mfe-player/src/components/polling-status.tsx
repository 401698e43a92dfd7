import { Spinner } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = { polling: boolean; failed?: boolean; blocked?: boolean; teamUrl?: string };

/** What the automatic membership check is doing, announced politely to screen readers. */
export function PollingStatus({ polling, failed, blocked, teamUrl }: Props) {
  return (
    <div aria-live="polite">
      {blocked && teamUrl && (
        <Line>
          Your browser blocked the new window.{' '}
          <a href={teamUrl} target="_blank" rel="noreferrer">
            Open the team page
          </a>
        </Line>
      )}
      {polling && (
        <Line>
          <Spinner size={14} decorative />
          {failed
            ? 'Could not reach Lichess, still trying…'
            : 'Waiting for you to join the team. Membership is detected automatically.'}
        </Line>
      )}
    </div>
  );
}
