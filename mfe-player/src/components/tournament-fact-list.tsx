import { FactList } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Spaced = styled(FactList)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** A tournament's facts as its pages show them (detail, registration status): roomy rows, body-size values. */
export function TournamentFactList({ children }: { children: ReactNode }) {
  return (
    <Spaced spacing="roomy" size="md" strong>
      {children}
    </Spaced>
  );
}
