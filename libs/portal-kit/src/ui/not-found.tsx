import styled from 'styled-components';
import { ButtonLink } from './button';
import { Card } from './card';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[7]} 0;
`;

const Panel = styled(Card)`
  width: min(100%, 460px);
  text-align: center;
  padding: ${({ theme }) => theme.space[6]};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
  line-height: 1;
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** product.md §2: the screen for any path no route claims. */
export function NotFound() {
  return (
    <Wrap>
      <Panel>
        <Code aria-hidden="true">404</Code>
        <Title>Page Not Found</Title>
        <Text>Did you forget to add the page to the router?</Text>
        <ButtonLink to="/" variant="outline">
          Go home
        </ButtonLink>
      </Panel>
    </Wrap>
  );
}
