// When a tournament may go to Lichess, and the answer while a push of it is under way: rules of the
// tournament itself, which the lifecycle (delete, end) and the push (lichess/integration) both apply.
import type { Tournament } from '../../db/models';

export const PUSH_RUNNING =
  'This tournament is being pushed to Lichess right now. Please wait a moment and refresh before trying again.';

/** True while the tournament can still be pushed (and edited): not on Lichess, still registering. */
export const canPushToLichess = (t: Tournament) =>
  !t.lichessTournamentId && (t.status === 'registration' || t.status === 'open') && t.system !== 'round-robin';
