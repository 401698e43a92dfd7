import { hasQuirk, type SandboxMode } from '../spec-mismatches';
import type { SandboxTeam } from '../state/teams';
import type { SandboxUser } from '../state/users';

export interface UserView {
  origin: string;
  mode: SandboxMode;
  /** `UserExtended` (single user, account) rather than `User` (bulk) */
  extended?: boolean;
  profile?: boolean;
  authenticated?: boolean;
}

/** `LightUser`: {id, name, title?, flair?, patronColor?} */
export function lightUser(u: SandboxUser) {
  return {
    id: u.id,
    name: u.username,
    ...(u.title ? { title: u.title } : {}),
    ...(u.flair ? { flair: u.flair } : {}),
    ...(u.patronColor ? { patronColor: u.patronColor, patron: true } : {}),
  };
}

export function profileUrl(origin: string, u: SandboxUser): string {
  return `${origin}/@/${u.username}`;
}

function counts(u: SandboxUser) {
  const all = Object.values(u.perfs).reduce((s, p) => s + (p?.games ?? 0), 0);
  const win = Math.round(all * 0.48);
  const loss = Math.round(all * 0.42);
  const draw = all - win - loss;
  return {
    all,
    rated: all,
    ai: 0,
    draw,
    drawH: draw,
    loss,
    lossH: loss,
    win,
    winH: win,
    bookmark: 0,
    playing: 0,
    import: 0,
    me: 0,
  };
}

/** `User` / `UserExtended`; a closed account is only {id, username, disabled} (see spec-mismatches.ts). */
export function userJson(u: SandboxUser, view: UserView): Record<string, unknown> {
  if (u.disabled) {
    const closed = { id: u.id, username: u.username, disabled: true };
    const addUrl = view.extended && !hasQuirk(view.mode, 'closed-user-without-url');
    return addUrl ? { ...closed, url: profileUrl(view.origin, u) } : closed;
  }
  const base: Record<string, unknown> = {
    id: u.id,
    username: u.username,
    perfs: u.perfs,
    ...(u.title ? { title: u.title } : {}),
    ...(u.flair ? { flair: u.flair } : {}),
    createdAt: u.createdAt,
    ...(u.tosViolation ? { tosViolation: true } : {}),
    ...(view.profile !== false && u.bio ? { profile: { bio: u.bio } } : {}),
    seenAt: u.seenAt,
    playTime: { total: counts(u).all * 300, tv: 0 },
    ...(u.patronColor ? { patron: true, patronColor: u.patronColor } : {}),
    ...(u.verified ? { verified: true } : {}),
  };
  if (!view.extended) return base;
  return {
    ...base,
    url: profileUrl(view.origin, u),
    count: counts(u),
    ...(view.authenticated ? { followable: true, following: false, blocking: false } : {}),
  };
}

/** One line of GET /api/team/{teamId}/users. */
export function memberJson(u: SandboxUser, joinedTeamAt: number, view: UserView & { full: boolean }) {
  if (view.full) return { ...userJson(u, { ...view, extended: false }), joinedTeamAt };
  return { ...lightUser(u), url: profileUrl(view.origin, u), joinedTeamAt };
}

/** `Team`, with joined / requested for the viewer when there is one. */
export function teamJson(team: SandboxTeam, userOf: (id: string) => SandboxUser | undefined, viewerId?: string) {
  const leaders = [...team.leaders.keys()]
    .map(userOf)
    .filter((u): u is SandboxUser => !!u)
    .map(lightUser);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    ...(leaders[0] ? { leader: leaders[0] } : {}),
    leaders,
    nbMembers: team.members.size,
    open: team.open,
    ...(viewerId !== undefined
      ? {
          joined: team.members.has(viewerId),
          requested: team.requests.has(viewerId) && !team.requests.get(viewerId)!.declined,
        }
      : {}),
  };
}
