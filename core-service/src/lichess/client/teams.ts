// Teams: membership of the designated team (the gate every player passes), team info, members.
import type { LichessClient } from './client';
import { isLichessError } from './errors';
import { memberSchema, parseAnswer, teamSchema } from './schemas';
import type { LichessTeam, TeamMember } from './types';

function toTeam(client: LichessClient, body: unknown): LichessTeam {
  const t = parseAnswer(teamSchema, body);
  return {
    id: t.id,
    name: t.name,
    nbMembers: t.nbMembers ?? 0,
    open: t.open ?? true,
    leaders: (t.leaders ?? []).map((l) => l.name),
    ...(t.joined !== undefined ? { joined: t.joined } : {}),
    url: teamUrl(client, t.id),
  };
}

/** The team page (the product's "Open Team Page" button). */
export function teamUrl(client: LichessClient, teamId = client.teamId): string {
  return `${client.baseUrl}/team/${encodeURIComponent(teamId)}`;
}

/**
 * GET /api/team/of/{username}. Asked with the platform token by default, because teams that hide
 * their members are only listed to members. null when the user does not exist.
 */
export async function teamsOf(
  client: LichessClient,
  username: string,
  token = client.platformToken,
): Promise<LichessTeam[] | null> {
  try {
    const body = await client.json<unknown[]>('GET', `/api/team/of/${encodeURIComponent(username.trim())}`, {
      token,
      lane: 'reads',
      notFound: `Lichess user "${username}" was not found.`,
    });
    return (Array.isArray(body) ? body : []).map((t) => toTeam(client, t));
  } catch (err) {
    if (isLichessError(err, 'not-found')) return null;
    throw err;
  }
}

/** Is this user a member of the team (default: LICHESS_TEAM_ID)? An unknown user is not. Uncached. */
export async function isTeamMember(
  client: LichessClient,
  username: string,
  opts: { teamId?: string; token?: string } = {},
): Promise<boolean> {
  const teamId = opts.teamId ?? client.teamId;
  const teams = await teamsOf(client, username, opts.token ?? client.platformToken);
  return (teams ?? []).some((t) => t.id === teamId);
}

/** GET /api/team/{teamId}; `joined` is set for the token's owner. */
export async function getTeam(client: LichessClient, teamId = client.teamId, token?: string): Promise<LichessTeam> {
  const body = await client.json('GET', `/api/team/${encodeURIComponent(teamId)}`, {
    token,
    lane: 'reads',
    notFound: `Lichess team "${teamId}" was not found.`,
  });
  return toTeam(client, body);
}

/** Every member (most recent first; Lichess streams at most 5,000). */
export async function teamMembers(
  client: LichessClient,
  teamId = client.teamId,
  token = client.platformToken,
): Promise<TeamMember[]> {
  const rows = await client.stream(`/api/team/${encodeURIComponent(teamId)}/users`, {
    token,
    lane: 'reads',
    notFound: `Lichess team "${teamId}" was not found.`,
  });
  return rows.map((row) => {
    const m = parseAnswer(memberSchema, row);
    return { id: m.id, username: m.name, joinedAt: new Date(m.joinedTeamAt) };
  });
}

/**
 * Team membership remembered briefly per team and Lichess name (case-insensitive), so the wizard's
 * 2-second poll reaches Lichess once per `ttlMs`; callers asking at the same moment share one call.
 * A failed call is not remembered.
 */
export class MembershipCache {
  private readonly answers = new Map<string, { member: boolean; at: number }>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly client: LichessClient,
    readonly ttlMs: number,
  ) {}

  async isMember(username: string, teamId = this.client.teamId, opts: { fresh?: boolean } = {}): Promise<boolean> {
    const key = `${teamId}\u0000${username.trim().toLowerCase()}`;
    const now = this.client.now();
    const known = this.answers.get(key);
    if (!opts.fresh && known && now - known.at < this.ttlMs) return known.member;
    const running = this.pending.get(key);
    if (running) return running;
    const call = isTeamMember(this.client, username, { teamId })
      .then((member) => {
        this.answers.set(key, { member, at: this.client.now() });
        this.prune();
        return member;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, call);
    return call;
  }

  /** Keeps the map small: answers older than the TTL go once it holds many names. */
  private prune(): void {
    if (this.answers.size < 1000) return;
    const now = this.client.now();
    for (const [key, { at }] of this.answers) if (now - at >= this.ttlMs) this.answers.delete(key);
  }
}
