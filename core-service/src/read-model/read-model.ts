// The read model of the polled paths: the public tournament view, the public list and
// the dashboard's registrations, each kept in memory as its serialized JSON with an ETag derived from
// its version (view-versions.ts) and its time phase. A request whose version and phase match the kept
// entry costs no query and no serialization; a 304 (answer.ts) costs no body either.
//
// Time: a public view changes on its own when joining closes (product.md §9, 10 minutes before the start), so
// an entry also keeps the instants at which its content turns, and its phase is how many of them have
// passed on core's clock. A moved clock (the journeys' /_test/clock) is handled the same way.
//
// A view of several keys (a player's registrations embed their tournaments' views) is versioned by the
// largest of its keys' versions: versions come from one sequence, so any bump exceeds them all.
import { createHash } from 'node:crypto';
import type { PublicTournament } from '@chess-portal/contracts';
import { badRequest, unauthorized } from '@chess-portal/service-kit';
import { getSession, type SessionWithUser } from '../accounts/services/session-service';
import { activeSessionUser, AUTH_REQUIRED, loadActingUser } from '../accounts/services/user-service';
import {
  latestRegistrations,
  listTournamentRegistrations,
  PUBLIC_REGISTRATIONS_DEFAULT,
  type RegistrationsPage,
  tournamentPlayerIds,
  myRegistrationViews,
} from '../registrations/services/registration-service';
import type { ServiceDeps } from '../service-deps';
import { isUuid } from '../shared/http/is-uuid';
import { getAdminStats } from '../admin/services/stats-service';
import {
  getPublicTournament,
  listDashboardTournaments,
  type DashboardListFilter,
} from '../tournaments/services/tournament-service';
import { ViewVersions } from './view-versions';

export type CachedView = { etag: string; json: string };

/** `players`: the registrants of a registrations view (a registrant's own view shows their transaction id). */
type Made = { value: unknown; version: number; closings: number[]; deps?: string[]; players?: Set<string> };
type Entry = CachedView & {
  version: number;
  phase: number;
  closings: number[];
  deps: string[];
  players?: Set<string>;
};

/** Entries kept at most; past it the cache starts over (entries are rebuilt on demand). */
const MAX_ENTRIES = 50_000;
export const LIST_KEY = 'tournaments:list';
export const tournamentKey = (id: string) => `tournament:${id}`;
export const userRegistrationsKey = (userId: string) => `user-registrations:${userId}`;
/** A session's key names the sha-256 of its id (migrations/20261124130000_session_view_versions.ts). */
export const sessionKey = (sid: string) => `session:${createHash('sha256').update(sid, 'utf8').digest('hex')}`;
export const userKey = (userId: string) => `user:${userId}`;
/** The admin dashboard's counters (migrations/20261126240002_admin_stats_version.ts; event-streams.ts tells it too). */
export const ADMIN_STATS_VIEW = 'admin:stats';

/** A kept session lookup: current while both versions are and the session has not expired. */
type KeptSession = { value: SessionWithUser; keys: string[]; versions: number[]; expiresAt: number };

/** How many of the instants (ms) have passed at `now`. */
export function phaseAt(closings: readonly number[], now: number): number {
  let passed = 0;
  for (const at of closings) if (at <= now) passed += 1;
  return passed;
}

const closingsOf = (views: readonly Pick<PublicTournament, 'joinClosesAt'>[]) =>
  views.flatMap((v) => (v.joinClosesAt ? [Date.parse(v.joinClosesAt)] : []));

export class ReadModel {
  private readonly cache = new Map<string, Entry>();
  private readonly sessions = new Map<string, KeptSession>();

  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'clock'>,
    readonly versions: ViewVersions,
  ) {}

  /** GET /tournaments/{id}: 400 for a malformed id, 404 when missing or cancelled (never kept). */
  async tournament(id: string): Promise<CachedView> {
    if (!isUuid(id)) throw badRequest('Invalid tournament id');
    const key = tournamentKey(id);
    const [version] = await this.versions.of([key]);
    return this.serve(key, version, async () => {
      const view = await getPublicTournament(this.deps, id);
      return { value: view, version, closings: closingsOf([view]) };
    });
  }

  /**
   * GET /tournaments: `{ tournaments }`, the dashboard's bounded list (listDashboardTournaments), one entry per
   * query. Versioned by `tournaments:list` (bumped only by writes that can change who is in a list: a tournament
   * added, removed, or its status, times or results changed) and by its members' own keys, so a join in one
   * tournament rebuilds only the lists that show it. A member leaving by time alone is a phase.
   */
  async list(filter: DashboardListFilter = {}): Promise<CachedView> {
    const cacheKey = `${LIST_KEY}?${[filter.page, filter.limit, filter.winners, filter.days].join(',')}`;
    const kept = this.cache.get(cacheKey)?.deps ?? [];
    const before = await this.versions.of([LIST_KEY, ...kept]);
    return this.serve(cacheKey, Math.max(...before), async () => {
      let deps: string[] = [];
      let versions: number[] = [];
      // the members' versions are read before their views, so a later write outdates this entry
      const { tournaments, leavesAt } = await listDashboardTournaments(this.deps, filter, async (ids) => {
        deps = ids.map(tournamentKey);
        versions = deps.length ? await this.versions.of(deps) : [];
      });
      return {
        value: { tournaments },
        version: Math.max(before[0], ...versions),
        closings: [...closingsOf(tournaments), ...leavesAt],
        deps,
      };
    });
  }

  /**
   * GET /tournaments/{id}/registrations, polled every 5 s by every viewer of a tournament page: `{ registrations }`,
   * versioned by `tournament:<id>` (every registration write in it bumps it; a player's rename bumps the
   * tournaments they registered in, migration 2026112618000002). One entry for everyone, with no transaction
   * ids; a viewer who is among the registrants gets an entry of their own (their id shown), with an ETag of its
   * own. 400 for a malformed id, 404 when missing or cancelled (never kept).
   */
  async tournamentRegistrations(
    tournamentId: string,
    viewerId?: string,
    paging: RegistrationsPage = {},
  ): Promise<CachedView> {
    if (!isUuid(tournamentId)) throw badRequest('Invalid tournament id');
    const [version] = await this.versions.of([tournamentKey(tournamentId)]);
    const { page = 1, limit = PUBLIC_REGISTRATIONS_DEFAULT } = paging;
    const pageTag = page === 1 && limit === PUBLIC_REGISTRATIONS_DEFAULT ? '' : `.p${page}x${limit}`;
    const shared = await this.serve(
      `registrations:${tournamentId}${pageTag}`,
      version,
      async () => {
        const registrations = await listTournamentRegistrations(this.deps.db, tournamentId, undefined, { page, limit });
        return {
          value: { registrations },
          version,
          closings: [],
          players: await tournamentPlayerIds(this.deps.db, tournamentId),
        };
      },
      pageTag,
    );
    if (!viewerId || !shared.players?.has(viewerId)) return shared;
    return this.serve(
      `registrations:${tournamentId}${pageTag}:${viewerId}`,
      version,
      async () => ({
        value: {
          registrations: await listTournamentRegistrations(
            this.deps.db,
            tournamentId,
            { id: viewerId },
            { page, limit },
          ),
        },
        version,
        closings: [],
      }),
      `${pageTag}.${viewerId}`,
    );
  }

  /**
   * GET /player/registrations for the acting user: `{ registrations }`; 401 for an unknown or inactive
   * user (their activity and role bump this view too, so a kept entry is never one of a refused user).
   */
  async myRegistrations(userId: string): Promise<CachedView> {
    if (!isUuid(userId)) throw unauthorized(AUTH_REQUIRED);
    const key = userRegistrationsKey(userId);
    const kept = this.cache.get(key)?.deps ?? [];
    const before = await this.versions.of([key, ...kept]);
    return this.serve(key, Math.max(...before), async () => {
      const player = await loadActingUser(this.deps.db, userId);
      const rows = await latestRegistrations(this.deps.db, player);
      // the tournaments' versions are read before their views, so a later change outdates this entry
      const deps = rows.map((r) => tournamentKey(r.tournamentId));
      const versions = deps.length ? await this.versions.of(deps) : [];
      const registrations = await myRegistrationViews(this.deps, rows);
      const version = Math.max(before[0], ...versions);
      return { value: { registrations }, version, closings: closingsOf(registrations.map((r) => r.tournament)), deps };
    });
  }

  /**
   * GET /tournaments/browse's total for one scope and start range (tournament-service.ts KeepBrowseTotal): counted
   * once per 'tournaments:list' version (a tournament added or removed, or its status or start changed) and phase
   * (`turnsAt`, when the scope gains or loses a tournament by time alone), so paging the past costs no count of every
   * tournament ever played.
   */
  async browseTotal(key: string, count: () => Promise<number>, turnsAt: () => Promise<number | null>): Promise<number> {
    const [version] = await this.versions.of([LIST_KEY]);
    const entry = await this.serve(`browse-total:${key}`, version, async () => {
      // the instant it was counted is a closing too: a clock moved back before it (the journeys') counts again
      const countedAt = this.deps.clock.now().getTime();
      const [total, turn] = [await count(), await turnsAt()];
      return { value: total, version, closings: turn === null ? [countedAt] : [countedAt, turn] };
    });
    return JSON.parse(entry.json) as number;
  }

  /**
   * GET /admin/stats: the admin dashboard's counters (count(*) of users, tournaments, applications, commissions),
   * computed once per version and kept: versioned by 'admin:stats' (statement triggers on users added or removed
   * or their role changed, applications, commissions, settings) and by 'tournaments:list' (a tournament added,
   * removed or its status changed: the active ones). So the home screen's poll costs no count of a growing table
   * while nothing it counts has moved (docs/performance.md, "At volume: the admin counters").
   */
  async adminStats(): Promise<CachedView> {
    const versions = await this.versions.of([ADMIN_STATS_VIEW, LIST_KEY]);
    const version = Math.max(...versions);
    return this.serve(ADMIN_STATS_VIEW, version, async () => ({
      value: await getAdminStats(this.deps.db),
      version,
      closings: [],
    }));
  }

  /**
   * GET /sessions/{sid}/user, "who is this cookie": the session (404 when missing or expired, never kept)
   * and its active user (null when none). Kept while the session's and its user's versions stand (every
   * write to either bumps them, see the migration) and until the session expires on core's clock, so
   * the dashboard's poll costs the BFF's session lookup no query.
   */
  async sessionWithUser(sid: string): Promise<SessionWithUser> {
    const kept = this.sessions.get(sid);
    const now = this.deps.clock.now().getTime();
    if (kept && kept.expiresAt > now) {
      const current = await this.versions.of(kept.keys);
      if (current.every((v, i) => v === kept.versions[i])) return kept.value;
    }
    this.sessions.delete(sid);
    // each version is read before the row it stands for, so a write after the read outdates this entry
    const keys = [sessionKey(sid)];
    const versions = await this.versions.of(keys);
    const session = await getSession(this.deps.db, this.deps.clock, sid);
    const userId = session.data.userId;
    let user: SessionWithUser['user'] = null;
    if (userId != null) {
      if (typeof userId === 'string') {
        keys.push(userKey(userId));
        versions.push(...(await this.versions.of([userKey(userId)])));
      }
      user = await activeSessionUser(this.deps.db, userId);
    }
    const value = { ...session, user };
    if (this.sessions.size >= MAX_ENTRIES) this.sessions.clear();
    this.sessions.set(sid, { value, keys, versions, expiresAt: Date.parse(session.expiresAt) });
    return value;
  }

  private async serve(key: string, version: number, make: () => Promise<Made>, tag = ''): Promise<Entry> {
    const now = this.deps.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.version === version && hit.phase === phaseAt(hit.closings, now)) return hit;
    const made = await make();
    const phase = phaseAt(made.closings, now);
    const entry: Entry = {
      etag: `"${made.version.toString(36)}.${phase}${tag}"`,
      json: JSON.stringify(made.value),
      version: made.version,
      phase,
      closings: made.closings,
      deps: made.deps ?? [],
      players: made.players,
    };
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, entry);
    return entry;
  }
}

export function createReadModel(deps: Pick<ServiceDeps, 'db' | 'clock' | 'logger'>): ReadModel {
  return new ReadModel(deps, new ViewVersions(deps.db, deps.logger));
}
