import { badRequest, notFound } from '../http/errors';
import type { SandboxState } from '../state/store';
import { addMember, hasPerm, type SandboxTeam, type TeamPerm } from '../state/teams';
import type { SandboxUser } from '../state/users';
import { withdrawFromSwiss } from './swiss-service';

export function teamOr404(state: SandboxState, teamId: string): SandboxTeam {
  const team = state.team(teamId);
  if (!team) throw notFound();
  return team;
}

export function requirePerm(team: SandboxTeam, user: SandboxUser, perm: TeamPerm): void {
  if (!hasPerm(team, user.id, perm)) throw badRequest('Insufficient team permissions');
}

/**
 * POST /team/{id}/join: open teams let the user in at once; others need a request message (30–2000
 * characters) that a leader accepts; password-protected teams need the password.
 */
export function joinTeam(
  state: SandboxState,
  team: SandboxTeam,
  user: SandboxUser,
  input: { message?: string; password?: string },
): 'joined' | 'requested' {
  if (team.members.has(user.id)) return 'joined';
  if (team.password && input.password !== team.password) throw badRequest('This team requires a password.');
  if (team.open || team.password) {
    addMember(team, user.id, state.now());
    return 'joined';
  }
  const message = input.message?.trim() ?? '';
  if (message.length < 30 || message.length > 2000) throw badRequest('This team requires confirmation.');
  team.requests.set(user.id, { userId: user.id, message, date: state.now(), declined: false });
  return 'requested';
}

export function quitTeam(team: SandboxTeam, user: SandboxUser): void {
  if (team.leaders.has(user.id) && team.leaders.size === 1) throw badRequest('You cannot quit a team you lead.');
  team.members.delete(user.id);
  team.leaders.delete(user.id);
}

export function acceptRequest(state: SandboxState, team: SandboxTeam, userId: string): void {
  if (!team.requests.has(userId)) throw notFound();
  addMember(team, userId, state.now());
}

export function declineRequest(team: SandboxTeam, userId: string): void {
  const req = team.requests.get(userId);
  if (!req) throw notFound();
  req.declined = true;
}

/** Kick: out of the team, and withdrawn from the team's unfinished Swiss events (lila does both). */
export function kickMember(state: SandboxState, team: SandboxTeam, userId: string): void {
  if (team.leaders.has(userId)) throw badRequest('Insufficient team permissions');
  team.members.delete(userId);
  for (const s of state.swisses.values()) {
    if (s.teamId === team.id && s.status !== 'finished') withdrawFromSwiss(s, userId);
  }
}
