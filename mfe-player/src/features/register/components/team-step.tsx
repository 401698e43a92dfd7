import { Button, errorMessage, toast, useSession } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted } from '../../../components/form-page';
import { useTeamInfo } from '../../../lib/team/get-team-info';
import { openTeamPage } from '../../../lib/team/open-team-page';
import { useVerifyTeam } from '../../../lib/team/verify-team';
import { TeamWaitDialog } from './team-wait-dialog';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Props = { onVerified: () => void };

function useWizardVerify(onVerified: () => void) {
  const { setUser } = useSession();
  return useVerifyTeam({
    onSuccess: ({ teamVerified, user }) => {
      if (!teamVerified) {
        toast.error('Team membership not found', {
          description: 'Please join the Chess School team on Lichess first.',
        });
        return;
      }
      setUser(user);
      toast.success('Team membership verified!');
      onVerified();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to verify team membership')),
  });
}

/** Step 3: join the Chess School team on Lichess (new window), detected automatically or verified by hand. */
export function TeamStep({ onVerified }: Props) {
  const { user } = useSession();
  const team = useTeamInfo();
  const verify = useWizardVerify(onVerified);
  const [waiting, setWaiting] = useState(false);
  const [blocked, setBlocked] = useState(false);
  // decided once: a membership confirmed while waiting redirects from the dialog instead
  const [alreadyMember] = useState(() => Boolean(user?.teamVerified));
  if (alreadyMember) {
    return (
      <Stack>
        <p>You are already a member of the Chess School team on Lichess.</p>
        <Button size="lg" block onClick={onVerified}>
          Continue
        </Button>
      </Stack>
    );
  }
  const open = () => {
    if (!team.data) return;
    setBlocked(!openTeamPage(team.data.teamUrl));
    setWaiting(true);
  };
  return (
    <Stack>
      <p>
        Tournaments are for members of the <strong>Chess School</strong> team on Lichess. Join it with your account{' '}
        <strong>{user?.lichessUsername}</strong>.
      </p>
      <Button size="lg" block onClick={open} disabled={!team.data}>
        Join Team on Lichess
      </Button>
      <Button variant="outline" block onClick={() => verify.mutate()} loading={verify.isPending}>
        Verify Team Membership
      </Button>
      <Muted>The team page opens in a new window. Come back here once you have joined.</Muted>
      <TeamWaitDialog
        open={waiting}
        onClose={() => setWaiting(false)}
        teamId={team.data?.teamId}
        teamUrl={team.data?.teamUrl}
        blocked={blocked}
        verify={verify}
      />
    </Stack>
  );
}
