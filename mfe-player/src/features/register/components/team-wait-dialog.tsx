import { Button, Dialog, DialogActions, toast, useSession } from '@chess-portal/portal-kit';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PollingStatus } from '../../../components/polling-status';
import { TEAM_REDIRECT_MS, useTeamPolling } from '../../../lib/team/check-team';
import type { useVerifyTeam } from '../../../lib/team/verify-team';

type Props = {
  open: boolean;
  onClose: () => void;
  teamId?: string;
  teamUrl?: string;
  blocked: boolean;
  verify: ReturnType<typeof useVerifyTeam>;
};

/**
 * The wizard's team modal: membership is detected automatically (GET /api/check-team every 2 s while
 * it is open); on confirmation polling stops and the player goes to /tournaments after 1.5 s.
 */
export function TeamWaitDialog({ open, onClose, teamId, teamUrl, blocked, verify }: Props) {
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const poll = useTeamPolling({
    teamId,
    username: user?.lichessUsername,
    enabled: open,
    onMember: () => {
      toast.success('Team joined successfully!', { description: 'Taking you to the tournaments...' });
      void refresh();
      timer.current = window.setTimeout(() => navigate('/tournaments'), TEAM_REDIRECT_MS);
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Join the Chess School team"
      description="Membership is detected automatically once you join the team on Lichess."
    >
      {poll.confirmed ? (
        <p role="status">You are in the team. Taking you to the tournaments...</p>
      ) : (
        <PollingStatus polling={poll.polling} failed={poll.failed} blocked={blocked} teamUrl={teamUrl} />
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => verify.mutate()} loading={verify.isPending} disabled={poll.confirmed}>
          Verify Team Membership
        </Button>
      </DialogActions>
    </Dialog>
  );
}
