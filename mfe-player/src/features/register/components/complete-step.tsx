import { Badge, ButtonLink, useSession } from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { Muted } from '../../../components/form-page';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  text-align: center;
`;

/** Step 4: welcome, the 'Lichess Connected' badge when verified, and the way to the tournaments. */
export function CompleteStep() {
  const { user } = useSession();
  return (
    <Stack>
      <p>{user ? `Hi ${user.username}, your account is ready.` : 'Your account is ready.'}</p>
      {user?.lichessVerified ? (
        <Badge variant="success">Lichess Connected</Badge>
      ) : (
        <Muted>You can link and verify your Lichess username later from your profile.</Muted>
      )}
      <ButtonLink to="/tournaments" size="lg" block>
        Go to Tournaments
      </ButtonLink>
    </Stack>
  );
}
