import { Alert, Button, errorMessage, useSession } from '@chess-portal/portal-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormStack, Muted } from '../../../components/form-page';
import { signInOutcome, useLichessSignIn } from '../../../lib/lichess-sign-in';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

type Props = { onVerified: () => void; onSkip: () => void; go?: (url: string) => void };

/**
 * Step 2: link the Lichess account by signing in with Lichess (the name comes from Lichess, exact case
 * by construction); or skip for now. Lichess sends the browser back to /register?lichess=<outcome>.
 */
export function LichessStep({ onVerified, onSkip, go }: Props) {
  const { user } = useSession();
  const { search } = useLocation();
  const signIn = useLichessSignIn('/register', go);
  const [failure, setFailure] = useState<string | null>(() => signInOutcome(search)?.failure ?? null);
  useEffect(() => {
    // the wizard says "Lichess verified successfully"
    if (signInOutcome(search)?.outcome === 'linked' && user?.lichessVerified) onVerified();
  }, [search, user, onVerified]);
  const start = () => {
    setFailure(null);
    signIn.mutate(undefined, {
      onError: (error) => setFailure(errorMessage(error, 'Failed to verify Lichess account')),
    });
  };
  return (
    <FormStack onSubmit={(e) => (e.preventDefault(), start())} noValidate aria-label="Link your Lichess account">
      <Muted>
        Tournaments are played on Lichess. Sign in with Lichess to link your account: Lichess tells us your exact
        username, and no password or permission is shared.
      </Muted>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {user?.lichessUsername && !user.lichessVerified && (
        <Alert>
          Your Lichess username {user.lichessUsername} is not verified yet. Sign in with Lichess to prove it.
        </Alert>
      )}
      <Muted>
        No Lichess account yet?{' '}
        <a href="https://lichess.org/signup" target="_blank" rel="noreferrer">
          Create one on Lichess
        </a>{' '}
        (free), then come back.
      </Muted>
      <Actions>
        <Button type="submit" size="lg" block loading={signIn.isPending}>
          {signIn.isPending ? 'Opening Lichess...' : 'Sign in with Lichess'}
        </Button>
        <Button variant="ghost" block onClick={onSkip}>
          Skip for now
        </Button>
      </Actions>
      <Muted>You can also verify it later from your profile settings.</Muted>
    </FormStack>
  );
}
