import { Badge, Card } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const List = styled.ul`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/** product.md §1: puzzle competitions are advertised as coming soon. */
export function PuzzlesComingSoon() {
  return (
    <Card>
      <Title>
        Puzzle Competitions <Badge variant="secondary">Coming soon</Badge>
      </Title>
      <p>Sharpen your tactics against the rest of the school. On the way:</p>
      <List>
        <li>Live puzzle tournaments</li>
        <li>Real-time leaderboards</li>
        <li>Themed puzzle collections</li>
        <li>Prize competitions</li>
      </List>
    </Card>
  );
}
