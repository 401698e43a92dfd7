import { Button, errorMessage } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useStartLichessConnection } from '../api/start-lichess-connection';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** No account connected: why to connect, and the button that goes to Lichess. */
export function ConnectPrompt({ platformFallback }: { platformFallback: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartLichessConnection((error) =>
    setProblem(errorMessage(error, 'Could not start the Lichess connection. Please try again.')),
  );
  return (
    <div>
      <Text>
        {platformFallback
          ? 'No Lichess account is connected. Until you connect one, tournaments you push are created with the Chess School platform account.'
          : 'No Lichess account is connected. Connect yours to create your tournaments on Lichess.'}
      </Text>
      <Text>Lichess will ask you to allow creating tournaments and reading your teams.</Text>
      {problem && (
        <Problem role="alert" id="lichess-connect-error">
          {problem}
        </Problem>
      )}
      <Actions>
        <Button
          onClick={() => {
            setProblem(null);
            start.mutate();
          }}
          loading={start.isPending}
          aria-describedby={problem ? 'lichess-connect-error' : undefined}
        >
          Connect Lichess Account
        </Button>
      </Actions>
    </div>
  );
}
