import type { SandboxClock } from '../clock';
import type { SandboxMode } from '../spec-mismatches';
import { advanceArena, type Arena } from './arena';
import type { VerdictContext } from './conditions';
import { FaultPlan } from './faults';
import { randomId, userIdOf } from './ids';
import { Budgets } from './limits';
import { OAuthStore, TOKEN_TTL_SECONDS } from './oauth';
import { perfJson, perfKeyOf } from './perfs';
import { advanceSwiss } from './swiss-rounds';
import type { Swiss } from './swiss';
import { makeTeam, type SandboxTeam, type TeamSeed } from './teams';
import { makeUser, perfOf, type PerfKey, type SandboxUser, type UserSeed } from './users';

export interface SandboxSettings {
  mode: SandboxMode;
  /** enforce Lichess's creation / join budgets */
  limits: boolean;
  /** send a bare "\n" keep-alive line before each ND-JSON stream's rows */
  keepAlive: boolean;
  /** ND-JSON throttling in rows per second (Lichess: results 50, team lists 20); 0 = unthrottled */
  rowsPerSecond: { results: number; teamLists: number; members: number };
  /** lifetime of tokens from POST /api/token; null = never expire (then expires_in is omitted) */
  tokenLifetimeSeconds: number | null;
}

export const DEFAULT_SETTINGS: SandboxSettings = {
  mode: 'like-lichess',
  limits: true,
  keepAlive: false,
  rowsPerSecond: { results: 50, teamLists: 20, members: 100 },
  tokenLifetimeSeconds: TOKEN_TTL_SECONDS,
};

/** All sandbox data, in memory. Routes read and change it; `tick()` moves tournaments along the clock. */
export class SandboxState {
  users = new Map<string, SandboxUser>();
  teams = new Map<string, SandboxTeam>();
  arenas = new Map<string, Arena>();
  swisses = new Map<string, Swiss>();
  oauth = new OAuthStore();
  faults = new FaultPlan();
  budgets = new Budgets();
  /** open ND-JSON streams per client IP */
  streams = new Map<string, number>();
  settings: SandboxSettings;

  constructor(
    readonly clock: SandboxClock,
    settings: Partial<SandboxSettings> = {},
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
  }

  now(): number {
    return this.clock.now();
  }

  findUser(nameOrId: string): SandboxUser | undefined {
    return this.users.get(userIdOf(nameOrId));
  }

  addUser(seed: UserSeed): SandboxUser {
    const user = makeUser(seed, this.now());
    if (this.users.has(user.id)) throw new Error(`User ${user.username} already exists`);
    this.users.set(user.id, user);
    return user;
  }

  addTeam(seed: TeamSeed): SandboxTeam {
    const team = makeTeam(seed, this.now());
    if (this.teams.has(team.id)) throw new Error(`Team ${team.id} already exists`);
    for (const id of [...team.leaders.keys(), ...team.members.keys()]) {
      if (!this.users.has(id)) throw new Error(`No such user: ${id}`);
    }
    this.teams.set(team.id, team);
    return team;
  }

  /** A team that can be seen (disabled teams answer 404). */
  team(id: string): SandboxTeam | undefined {
    const team = this.teams.get(id);
    return team && !team.disabled ? team : undefined;
  }

  isMember(teamId: string, userId: string): boolean {
    return this.teams.get(teamId)?.members.has(userId) ?? false;
  }

  ratingIn(userId: string, perf: PerfKey): number {
    const user = this.users.get(userId);
    return user ? perfOf(user, perf).rating : 1500;
  }

  verdictContext(perf: PerfKey): VerdictContext {
    return {
      perf,
      perfName: perfJson(perf).name,
      now: this.now(),
      isMember: (teamId, userId) => this.isMember(teamId, userId),
      teamName: (teamId) => this.teams.get(teamId)?.name ?? teamId,
    };
  }

  newTournamentId(): string {
    let id = randomId();
    while (this.arenas.has(id) || this.swisses.has(id)) id = randomId();
    return id;
  }

  /** Apply every state change the clock implies (start, rounds, finish, self-deletion). */
  tick(): void {
    const now = this.now();
    for (const a of this.arenas.values()) advanceArena(a, now);
    for (const s of [...this.swisses.values()]) {
      const perf = perfKeyOf(s.variant, s.clock.limit, s.clock.increment);
      if (advanceSwiss(s, now, (id) => this.ratingIn(id, perf)) === 'deleted') this.swisses.delete(s.id);
    }
  }

  reset(): void {
    for (const m of [this.users, this.teams, this.arenas, this.swisses, this.streams]) m.clear();
    this.oauth.clear();
    this.faults.clear();
    this.budgets.clear();
  }
}
