import { Alert, Button, errorMessage, toast } from '@chess-portal/portal-kit';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { signInOutcome, useLichessSignIn } from '../../../lib/lichess-sign-in';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type Props = {
  /** the name the form will save: the linked one, or '' once the player chose to unlink */
  name: string;
  verified: boolean;
  onUnlink: () => void;
  go?: (url: string) => void;
};

/**
 * The profile's Lichess account: linked by signing in with Lichess, so the name comes from
 * Lichess (exact case by construction) and belongs to this account only. Lichess sends the browser
 * back to /me?lichess=<outcome>; unlinking takes effect when the profile is saved.
 */
export function LichessLink({ name, verified, onUnlink, go }: Props) {
  const { search } = useLocation();
  const signIn = useLichessSignIn('/me', go);
  const [failure, setFailure] = useState<string | null>(() => signInOutcome(search)?.failure ?? null);
  const told = useRef(false);
  useEffect(() => {
    if (told.current || signInOutcome(search)?.outcome !== 'linked' || !verified) return;
    told.current = true;
    toast.success('Lichess verified successfully', { description: `Linked to ${name}.` });
  }, [search, verified, name]);
  const start = () => {
    setFailure(null);
    signIn.mutate(undefined, {
      onError: (error) => setFailure(errorMessage(error, 'Failed to verify Lichess account')),
    });
  };
  return (
    <>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {name && !verified && (
        <Alert variant="warning">
          Your Lichess username {name} is not verified yet. Sign in with Lichess to prove it.
        </Alert>
      )}
      <Actions>
        <Button
          type="button"
          variant={name && verified ? 'outline' : 'primary'}
          loading={signIn.isPending}
          onClick={start}
        >
          {signIn.isPending ? 'Opening Lichess...' : name ? 'Sign in with Lichess again' : 'Sign in with Lichess'}
        </Button>
        {name && (
          <Button type="button" variant="ghost" onClick={onUnlink}>
            Unlink
          </Button>
        )}
      </Actions>
    </>
  );
}
