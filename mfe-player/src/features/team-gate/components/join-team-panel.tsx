import { Button, ButtonLink, errorMessage, toast, useSession } from '@chess-portal/portal-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { PollingStatus } from '../../../components/polling-status';
import { useTeamPolling } from '../../../lib/team/check-team';
import { useTeamInfo } from '../../../lib/team/get-team-info';
import { openTeamPage } from '../../../lib/team/open-team-page';
import { useVerifyTeam } from '../../../lib/team/verify-team';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Secondary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: space-between;
`;

function useGateVerify() {
  const { setUser, refresh } = useSession();
  return useVerifyTeam({
    onSuccess: ({ teamVerified, user }) => {
      if (!teamVerified) {
        toast.error('Team verification failed', {
          description: 'Please make sure you have joined the Chess School team on Lichess.',
        });
        return;
      }
      toast.success('Team verification successful!', {
        description: 'You are now a verified member of the Chess School team.',
      });
      setUser(user);
      void refresh();
    },
    onError: (error) =>
      toast.error('Verification failed', { description: errorMessage(error, 'Failed to verify team membership') }),
  });
}

/** The gate with a linked username: Open Team Page (+ polling), Verify Team Membership, Edit Lichess ID, Logout. */
export function JoinTeamPanel({ lichessUsername }: { lichessUsername: string }) {
  const { logout, refresh } = useSession();
  const team = useTeamInfo();
  const [started, setStarted] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const verify = useGateVerify();
  const poll = useTeamPolling({
    teamId: team.data?.teamId,
    username: lichessUsername,
    enabled: started,
    onMember: () => {
      toast.success('Team joined successfully!', { description: 'Welcome to the Chess School team.' });
      void refresh();
    },
  });
  const open = () => {
    if (!team.data) return;
    setBlocked(!openTeamPage(team.data.teamUrl));
    setStarted(true);
  };
  return (
    <>
      <p>
        Your Lichess account: <strong>{lichessUsername}</strong>
      </p>
      <PollingStatus polling={poll.polling} failed={poll.failed} blocked={blocked} teamUrl={team.data?.teamUrl} />
      <Actions>
        <Button onClick={open} disabled={!team.data} block>
          Open Team Page
        </Button>
        <Button variant="outline" onClick={() => verify.mutate()} loading={verify.isPending} block>
          Verify Team Membership
        </Button>
        <Secondary>
          <ButtonLink to="/me" variant="ghost">
            Edit Lichess ID
          </ButtonLink>
          <Button variant="ghost" onClick={logout}>
            Logout
          </Button>
        </Secondary>
      </Actions>
    </>
  );
}
