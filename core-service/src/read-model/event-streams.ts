// The live-update feed (GET /events/feed) and the resume call (GET /events/missed) behind the browsers'
// streams. Each BFF process holds ONE feed connection to core and fans the events out to its own browser
// streams (libs/service-kit/src/events/event-hub.ts); core holds one stream per BFF process, not per tab.
// An event names a view key and its version, never data: the browser refetches the matching views through
// the normal, authorized calls, so a stream opens no new way to read anything.
//
// - Source: ViewVersions' one LISTEN connection per core process (PostgreSQL NOTIFY fans a bump out to
//   every replica; PGlite's listen() in tests), never a database connection per stream.
// - Who gets what is decided here, once, as the event's `audience` (the BFF only matches it against its
//   indexes): a public tournament view (`tournament:<id>`, `tournaments:list`) is `public`;
//   `user-registrations:<id>` and `notifications:<id>` are `user:<id>`; `allow-list:<organizerId>:<id>` (a
//   tournament's Lichess allow-list sync state, migration 20261126290001) is `user:<organizerId>`;
//   `admin:stats` (the admin dashboard's counters) is `role:admin`. A bump of a user's row (`user:<id>`)
//   or of a session (`session:<sha-256>`) is a `recheck` event for `user:<id>` / `session:<sha-256>`: the
//   BFF re-reads those streams' sessions (a sign-out, a deactivation or a role change closes them).
// - Event ids are the versions (one sequence, so they only grow). The resume call answers, for the acting
//   user, the latest bumps after a version that user may see (the same rules, as a query on the rows),
//   `reset` when more than RESUME_LIMIT, and the current version (a new stream's `ready` id).
// - When the listener is lost, every feed is closed: the BFFs end their streams, browsers reconnect (after
//   `retry`) with their last id and get what they missed from the rows.
// - Framed by eventsource-encoder: each event is framed once and written to every feed.
import type { ServerResponse } from 'node:http';
import { unauthorized } from '@chess-portal/service-kit';
import { encode, encodeComment } from 'eventsource-encoder';
import type { Db } from '../db/knex';
import type { Logger } from '@chess-portal/service-kit';
import { LIST_KEY, userRegistrationsKey, type ReadModel } from './read-model';
import type { VersionEvent } from './view-versions';

/** Heartbeat comment interval: below the edge's 15 s idle limit per proxied answer (TIMEOUT_BUDGETS_MS.edge) and the ingress's read timeout. */
export const HEARTBEAT_MS = 10_000;
/** The `retry:` hint: how long a browser (or a BFF's feed) waits before reconnecting. */
export const RETRY_MS = 3_000;
/** Missed bumps answered on resume at most; past it the answer says `reset` (refetch everything shown). */
export const RESUME_LIMIT = 100;
/** The answer's headers: never cached or transformed, never buffered by a proxy (nginx: X-Accel-Buffering). */
export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'private, no-cache, no-store, no-transform, must-revalidate, max-age=0',
  Connection: 'keep-alive',
  Pragma: 'no-cache',
  'X-Accel-Buffering': 'no',
} as const;
const HEARTBEAT = encodeComment('');
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const notificationsKey = (userId: string) => `notifications:${userId}`;
/** The admin dashboard's counters (migrations/20261126240002_admin_stats_version.ts): admins' streams only. */
export const ADMIN_STATS_KEY = 'admin:stats';
/** A tournament's Lichess allow-list sync state (migrations/20261126290001_allow_list_sync_version.ts): its organizer's streams. */
export const allowListKey = (organizerId: string, tournamentId: string) => `allow-list:${organizerId}:${tournamentId}`;

type StreamUser = { id: string; role: string };
/** What a BFF does with a feed event: pass a change on to the audience's streams, or re-check their sessions. */
export type FeedEvent = { type: 'change' | 'recheck'; key: string; version: number; audience: string };
export type MissedEvents = { version: number; reset: boolean; changes: { key: string; version: number }[] };

/** One event in the SSE wire format (the data is one JSON line). */
export const frame = (event: string, id: number, data: object): string =>
  encode({ event, id: String(id), data: JSON.stringify(data) });

/** Keys any signed-in user may be told about (the public tournament views). */
const isPublicKey = (key: string) => key === LIST_KEY || key.startsWith('tournament:');

/** The one place that says who may be told about a bump (undefined: nobody's stream). */
export function audienceOf(key: string, version: number): FeedEvent | undefined {
  if (isPublicKey(key)) return { type: 'change', key, version, audience: 'public' };
  if (key === ADMIN_STATS_KEY) return { type: 'change', key, version, audience: 'role:admin' };
  const [prefix, rest] = splitKey(key);
  if (prefix === 'allow-list') return { type: 'change', key, version, audience: `user:${splitKey(rest)[0]}` };
  if (prefix === 'user-registrations' || prefix === 'notifications')
    return { type: 'change', key, version, audience: `user:${rest}` };
  if (prefix === 'user' || prefix === 'session') return { type: 'recheck', key, version, audience: key };
  return undefined;
}

export class EventFeed {
  private readonly feeds = new Set<ServerResponse>();
  private heartbeat?: NodeJS.Timeout;
  private unsubscribe?: () => void;

  constructor(
    private readonly deps: { db: Db; logger?: Logger },
    private readonly readModel: ReadModel,
  ) {}

  /** Open feeds (one per BFF process); for /metrics and tests. */
  get size(): number {
    return this.feeds.size;
  }

  /** Answers the request with the feed: every bump with its audience, from now on. */
  async open(res: ServerResponse): Promise<void> {
    this.unsubscribe ??= this.readModel.versions.subscribe((event) => this.onVersion(event));
    const version = await this.currentVersion();
    if (!res.socket || res.socket.destroyed) return;
    res.writeHead(200, STREAM_HEADERS);
    res.socket?.setNoDelay(true);
    res.write(encode({ retry: RETRY_MS }) + frame('ready', version, {}));
    this.feeds.add(res);
    this.heartbeat ??= setInterval(() => {
      for (const feed of this.feeds) write(feed, HEARTBEAT);
    }, HEARTBEAT_MS).unref();
    res.once('close', () => {
      this.feeds.delete(res);
      if (this.feeds.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    });
  }

  /**
   * The bumps after `after` that `user` (signed in with session `sid`) may see, the latest per key, oldest
   * first; `reset` past RESUME_LIMIT; and the current version. 401 when the session is not (or no longer) this user's.
   */
  async missed(user: StreamUser, sid: string, after: number | undefined): Promise<MissedEvents> {
    await this.checkSession(user, sid);
    const version = await this.currentVersion();
    if (after === undefined) return { version, reset: false, changes: [] };
    const mine = [userRegistrationsKey(user.id), notificationsKey(user.id)];
    if (user.role === 'admin') mine.push(ADMIN_STATS_KEY);
    const rows = (await this.deps
      .db('view_versions')
      .select('key', 'version')
      .where('version', '>', after)
      .andWhere((q) => {
        q.whereIn('key', [...mine, LIST_KEY]).orWhere('key', 'like', 'tournament:%');
        if (user.role !== 'player') q.orWhere('key', 'like', allowListKey(user.id, '%'));
      })
      .orderBy('version')
      .limit(RESUME_LIMIT + 1)) as { key: string; version: string | number }[];
    if (rows.length > RESUME_LIMIT) return { version, reset: true, changes: [] };
    return { version, reset: false, changes: rows.map((row) => ({ key: row.key, version: Number(row.version) })) };
  }

  /** Closes every feed (shutdown). */
  closeAll(): void {
    for (const feed of [...this.feeds]) if (!feed.writableEnded) feed.end();
  }

  stop(): void {
    this.closeAll();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private onVersion(event: VersionEvent): void {
    if (event.type === 'lost') return this.closeAll();
    const out = audienceOf(event.key, event.version);
    if (!out) return;
    const framed = frame(out.type, out.version, out);
    for (const feed of this.feeds) write(feed, framed);
  }

  /** The largest version handed out so far (the sequence's last value). */
  private async currentVersion(): Promise<number> {
    const result = await this.deps.db.raw('select last_value from view_version_seq');
    const [row] = result.rows as { last_value: string | number }[];
    return Number(row.last_value);
  }

  private async checkSession(user: StreamUser, sid: string): Promise<void> {
    const found = await this.readModel.sessionWithUser(sid).catch(() => undefined);
    const current = found?.user;
    if (!current || current.id !== user.id || current.role !== user.role) throw unauthorized(SESSION_ENDED);
  }
}

function write(res: ServerResponse, text: string): void {
  if (!res.writableEnded && !res.destroyed) res.write(text);
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf(':');
  return at < 0 ? [key, ''] : [key.slice(0, at), key.slice(at + 1)];
}
