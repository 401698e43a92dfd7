import { Dialog, LoadingBlock, useSession } from '@chess-portal/portal-kit';
import { lazy, Suspense } from 'react';
import { LinkAccountPrompt } from './link-account-prompt';

/** Shown only to players not yet in the team: a chunk of its own, out of everyone else's first load. */
const JoinTeamPanel = lazy(() => import('./join-team-panel').then((m) => ({ default: m.JoinTeamPanel })));

export const TEAM_GATE_TITLE = 'Join Chess School Team';

/**
 * product.md §2/§4 team verification gate: a blocking modal over the dashboard for players who are not
 * team-verified. Without a linked Lichess username it asks to link one on the profile (or log out);
 * with one it offers the team page, polling, a manual check, editing the username, and logout.
 */
export function TeamGate() {
  const { user } = useSession();
  if (!user || user.role !== 'player' || user.teamVerified) return null;
  return (
    <Dialog
      open
      title={TEAM_GATE_TITLE}
      description={
        user.lichessUsername
          ? 'Tournaments are for members of the Chess School team on Lichess. Join the team to continue.'
          : 'Tournaments are for members of the Chess School team on Lichess. Link your Lichess account first.'
      }
    >
      {user.lichessUsername ? (
        <Suspense fallback={<LoadingBlock label="Loading..." />}>
          <JoinTeamPanel lichessUsername={user.lichessUsername} />
        </Suspense>
      ) : (
        <LinkAccountPrompt />
      )}
    </Dialog>
  );
}
