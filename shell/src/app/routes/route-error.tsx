import { Alert, ButtonLink } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Wrap = styled.div`
  max-width: 560px;
  margin: 4rem auto;
  padding: 0 1rem;
  display: grid;
  gap: 1rem;
`;

/** Last resort when a shell route throws: say so and offer a way home. */
export function RouteError() {
  return (
    <Wrap>
      <Alert variant="destructive" title="Something went wrong">
        An unexpected error stopped this page. Please reload, or go back to the start.
      </Alert>
      <ButtonLink to="/" variant="outline" reloadDocument>
        Go home
      </ButtonLink>
    </Wrap>
  );
}
