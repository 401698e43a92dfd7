import { slugify, userIdOf } from './ids';

/** Lila's team permissions; `tour` lets a leader create team tournaments, `request` handle join requests. */
export const TEAM_PERMS = ['public', 'settings', 'tour', 'comm', 'request', 'pmall', 'kick', 'admin'] as const;
export type TeamPerm = (typeof TEAM_PERMS)[number];

export interface JoinRequest {
  userId: string;
  message: string;
  date: number;
  declined: boolean;
}

export interface SandboxTeam {
  id: string;
  name: string;
  description: string;
  /** false: joining needs a request the leaders accept ("This team requires confirmation."). */
  open: boolean;
  password?: string;
  /** The member list is visible only to members. */
  hideMembers: boolean;
  disabled: boolean;
  createdAt: number;
  /** leader id → permissions, in the order leaders were added */
  leaders: Map<string, Set<TeamPerm>>;
  /** member id → joinedTeamAt (ms) */
  members: Map<string, number>;
  requests: Map<string, JoinRequest>;
}

export interface TeamSeed {
  id?: string;
  name: string;
  description?: string;
  open?: boolean;
  password?: string;
  hideMembers?: boolean;
  disabled?: boolean;
  leaders: Array<string | { username: string; perms?: TeamPerm[] }>;
  members?: string[];
}

export function makeTeam(seed: TeamSeed, now: number): SandboxTeam {
  const team: SandboxTeam = {
    id: seed.id ?? slugify(seed.name),
    name: seed.name,
    description: seed.description ?? `${seed.name} on the Lichess sandbox.`,
    open: seed.open ?? true,
    password: seed.password,
    hideMembers: seed.hideMembers ?? false,
    disabled: seed.disabled ?? false,
    createdAt: now - 200 * 86_400_000,
    leaders: new Map(),
    members: new Map(),
    requests: new Map(),
  };
  seed.leaders.forEach((l, i) => {
    const { username, perms } = typeof l === 'string' ? { username: l, perms: undefined } : l;
    const id = userIdOf(username);
    team.leaders.set(id, new Set(perms ?? TEAM_PERMS));
    team.members.set(id, now - (1000 - i) * 86_400_000);
  });
  (seed.members ?? []).forEach((m, i) => {
    const id = userIdOf(m);
    if (!team.members.has(id)) team.members.set(id, now - (500 - i) * 86_400_000);
  });
  return team;
}

export function hasPerm(team: SandboxTeam, userId: string, perm: TeamPerm): boolean {
  return team.leaders.get(userId)?.has(perm) ?? false;
}

export function addMember(team: SandboxTeam, userId: string, now: number): void {
  if (!team.members.has(userId)) team.members.set(userId, now);
  team.requests.delete(userId);
}
