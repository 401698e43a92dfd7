// The team gate: check the user's membership of the designated team (LICHESS_TEAM_ID), for a Lichess
// name proven by signing in with Lichess only (lichess-identity-service.ts links it). Lichess is asked
// first; the user row changes only after a successful answer.
import type { SessionUser, TeamInfo, TeamVerification } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../service-deps';
import type { User } from '../../db/models';
import { lichessFor } from '../../lichess/identity/lichess-names';
import { toSessionUser } from './user-service';

export const LINK_LICHESS_FIRST = 'Please link your Lichess username on your profile first.';
export const OTHER_TEAM = 'Only membership of the Chess School team can be checked here.';
export const NOT_YOUR_USERNAME = 'You can only check the Lichess username linked to your account.';
export const SIGN_IN_WITH_LICHESS = 'Please sign in with Lichess to prove your Lichess account first.';

/** Team membership is checked for a proven Lichess name only: a typed name could be anybody's. */
function provenName(user: User): string {
  if (!user.lichessUsername) throw badRequest(LINK_LICHESS_FIRST);
  if (!user.lichessVerified) throw badRequest(SIGN_IN_WITH_LICHESS);
  return user.lichessUsername;
}

export function designatedTeam(deps: ServiceDeps): TeamInfo {
  const lichess = lichessFor(deps);
  return { teamId: lichess.teamId, teamUrl: lichess.teamUrl() };
}

async function setTeamVerified(deps: ServiceDeps, user: User, teamVerified: boolean): Promise<User> {
  if (user.teamVerified === teamVerified) return user;
  return user.$query(deps.db).patchAndFetch({ teamVerified, updatedAt: deps.clock.now() });
}

/** "Verify Team Membership": teamVerified follows what Lichess says now. */
export async function verifyTeamMembership(deps: ServiceDeps, user: User): Promise<TeamVerification> {
  // a click asks Lichess now (the polled check below may answer from the brief membership cache)
  const member = await lichessFor(deps).isTeamMember(provenName(user), { fresh: true });
  const updated = await setTeamVerified(deps, user, member);
  return { teamVerified: member, user: toSessionUser(updated) };
}

/** The polled check (GET /api/check-team): only confirms; a "not yet" never clears a verification. */
export async function checkTeamMembership(
  deps: ServiceDeps,
  user: User,
  query: { teamId: string; username: string },
): Promise<{ isMember: boolean; user: SessionUser }> {
  const lichess = lichessFor(deps);
  if (query.teamId !== lichess.teamId) throw badRequest(OTHER_TEAM);
  const name = provenName(user);
  if (query.username !== name) throw badRequest(NOT_YOUR_USERNAME);
  const member = await lichess.isTeamMember(name);
  const updated = member ? await setTeamVerified(deps, user, true) : user;
  return { isMember: member, user: toSessionUser(updated) };
}
