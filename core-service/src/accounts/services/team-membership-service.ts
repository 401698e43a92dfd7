// The Lichess step of the wizard and the team gate: link a verified Lichess username, and check the
// user's membership of the designated team (LICHESS_TEAM_ID). Lichess is asked first; the user row
// changes only after a successful answer.
import type { LichessVerification, SessionUser, TeamInfo, TeamVerification } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../shared/deps';
import type { User } from '../../db/models';
import {
  lichessFor,
  linkedLichessFields,
  toLichessProfile,
  verifiedLichessUser,
} from '../../lichess/services/lichess-names';
import { toSessionUser } from './user-service';

export const LINK_LICHESS_FIRST = 'Please link your Lichess username on your profile first.';
export const OTHER_TEAM = 'Only membership of the Chess School team can be checked here.';
export const NOT_YOUR_USERNAME = 'You can only check the Lichess username linked to your account.';

export function designatedTeam(deps: ServiceDeps): TeamInfo {
  const lichess = lichessFor(deps);
  return { teamId: lichess.teamId, teamUrl: lichess.teamUrl() };
}

/** Wizard step 2: the exact, case-sensitive name is checked on Lichess and linked; a team member is verified at once. */
export async function linkLichessAccount(deps: ServiceDeps, user: User, typed: string): Promise<LichessVerification> {
  const lichess = lichessFor(deps);
  const account = await verifiedLichessUser(lichess, typed);
  const teams = (await lichess.teamsOf(account.username)) ?? [];
  const member = teams.some((t) => t.id === lichess.teamId);
  const updated = await user
    .$query(deps.db)
    .patchAndFetch({ ...linkedLichessFields(account, member), updatedAt: deps.clock.now() });
  return {
    lichessProfile: toLichessProfile(account),
    teamMemberships: teams.map(({ id, name }) => ({ id, name })),
    user: toSessionUser(updated),
  };
}

async function setTeamVerified(deps: ServiceDeps, user: User, teamVerified: boolean): Promise<User> {
  if (user.teamVerified === teamVerified) return user;
  return user.$query(deps.db).patchAndFetch({ teamVerified, updatedAt: deps.clock.now() });
}

/** "Verify Team Membership": teamVerified follows what Lichess says now. */
export async function verifyTeamMembership(deps: ServiceDeps, user: User): Promise<TeamVerification> {
  if (!user.lichessUsername) throw badRequest(LINK_LICHESS_FIRST);
  // a click asks Lichess now (the polled check below may answer from the brief membership cache)
  const member = await lichessFor(deps).isTeamMember(user.lichessUsername, { fresh: true });
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
  if (!user.lichessUsername) throw badRequest(LINK_LICHESS_FIRST);
  if (query.username !== user.lichessUsername) throw badRequest(NOT_YOUR_USERNAME);
  const member = await lichess.isTeamMember(user.lichessUsername);
  const updated = member ? await setTeamVerified(deps, user, true) : user;
  return { isMember: member, user: toSessionUser(updated) };
}
