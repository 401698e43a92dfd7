// The live-update streams (GET /events, server-sent events through the BFFs to one EventSource per tab):
// small "what changed" events scoped to a signed-in user, made from the read model's version bumps.
// An event names a view key and its version, never data: the browser refetches the matching views
// through the normal, authorized calls, so a stream opens no new way to read anything.
//
// - Source: ViewVersions' one LISTEN connection per core process (PostgreSQL NOTIFY fans a bump out to
//   every replica; PGlite's listen() in tests), never a database connection per stream.
// - Who gets what: a public tournament view (`tournament:<id>`, `tournaments:list`) goes to every stream;
//   `user-registrations:<id>` and `notifications:<id>` to that user's streams; `allow-list:<organizerId>:<id>`
//   (a tournament's Lichess allow-list sync state, migration 20261126290001) to its organizer's streams;
//   `admin:stats` (the admin dashboard's counters) to admins' streams. A bump of the user's row
//   (`user:<id>`) or of the stream's session (`session:<sha-256>`) re-reads the session: a sign-out, a
//   deactivation or a role change closes the stream at once.
// - Event ids are the versions (one sequence, so they only grow): a stream resumed with Last-Event-ID
//   first sends the bumps it missed from the rows (`reset` when more than RESUME_LIMIT), and a new stream
//   starts with a `ready` event whose id is the current version, so even a quiet stream resumes exactly.
// - When the listener is lost, every stream is closed: browsers reconnect (after `retry`) with their last
//   id and get what they missed from the rows.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tooManyRequests, unauthorized } from '@chess-portal/service-kit';
import { createSession, type Session } from 'better-sse';
import type { Db } from '../db/knex';
import type { Logger } from '@chess-portal/service-kit';
import { LIST_KEY, sessionKey, userRegistrationsKey, type ReadModel } from './read-model';
import type { VersionEvent } from './view-versions';

/** Heartbeat comment interval: below the edge's 15 s idle limit per proxied answer (TIMEOUT_BUDGETS_MS.edge) and the ingress's read timeout. */
export const HEARTBEAT_MS = 10_000;
/** The `retry:` hint: how long a browser waits before reconnecting. */
export const RETRY_MS = 3_000;
/** Open streams per user on one core process (one per tab; the browser allows ~6 per origin on HTTP/1.1). */
export const STREAMS_PER_USER = 5;
/** Missed bumps sent on resume at most; past it the stream says `reset` (refetch everything shown). */
export const RESUME_LIMIT = 100;
export const TOO_MANY_STREAMS = 'Too many live-update connections for this account: close another tab or window.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const notificationsKey = (userId: string) => `notifications:${userId}`;
/** The admin dashboard's counters (migrations/20261126240002_admin_stats_version.ts): admins' streams only. */
export const ADMIN_STATS_KEY = 'admin:stats';
/** A tournament's Lichess allow-list sync state (migrations/20261126290001_allow_list_sync_version.ts): its organizer's streams. */
export const allowListKey = (organizerId: string, tournamentId: string) => `allow-list:${organizerId}:${tournamentId}`;

type StreamUser = { id: string; role: string };
type Stream = { user: StreamUser; sid: string; sessionKey: string; session: Session; close(): void };

/** Keys any signed-in user may be told about (the public tournament views). */
const isPublicKey = (key: string) => key === LIST_KEY || key.startsWith('tournament:');

export class EventStreams {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private readonly all = new Set<Stream>();
  private unsubscribe?: () => void;

  constructor(
    private readonly deps: { db: Db; logger?: Logger },
    private readonly readModel: ReadModel,
  ) {}

  /** Open streams (all users); for /metrics and tests. */
  get size(): number {
    return this.all.size;
  }

  /**
   * Answers the request with a stream for `user` signed in with session `sid`: 401 when the session is
   * not (or no longer) this user's, 429 past STREAMS_PER_USER. Resolves once the stream is open.
   */
  async open(req: IncomingMessage, res: ServerResponse, user: StreamUser, sid: string): Promise<void> {
    await this.checkSession(user, sid);
    if ((this.byUser.get(user.id)?.size ?? 0) >= STREAMS_PER_USER) {
      throw tooManyRequests(TOO_MANY_STREAMS, 30);
    }
    this.ensureSubscribed();
    const lastId = Number(req.headers['last-event-id']);
    const session = await createSession(req, res, {
      retry: RETRY_MS,
      keepAlive: HEARTBEAT_MS,
      trustClientEventId: false,
    });
    const stream: Stream = {
      user,
      sid,
      sessionKey: sessionKey(sid),
      session,
      close: () => {
        if (!res.writableEnded) res.end();
      },
    };
    this.add(stream);
    session.once('disconnected', () => this.remove(stream));
    if (!session.isConnected) return this.remove(stream);
    try {
      if (Number.isSafeInteger(lastId) && lastId > 0) await this.resume(stream, lastId);
      else session.push({}, 'ready', String(await this.currentVersion()));
    } catch (err) {
      this.deps.logger?.warn({ err }, 'event stream: resume failed; closing');
      stream.close();
    }
  }

  /** Closes every stream (shutdown). */
  closeAll(): void {
    for (const stream of [...this.all]) stream.close();
  }

  stop(): void {
    this.closeAll();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private ensureSubscribed(): void {
    this.unsubscribe ??= this.readModel.versions.subscribe((event) => this.onVersion(event));
  }

  private onVersion(event: VersionEvent): void {
    if (event.type === 'lost') return this.closeAll();
    const { key, version } = event;
    if (isPublicKey(key)) {
      for (const stream of this.all) send(stream, key, version);
      return;
    }
    if (key === ADMIN_STATS_KEY) {
      for (const stream of this.all) if (stream.user.role === 'admin') send(stream, key, version);
      return;
    }
    const [prefix, rest] = splitKey(key);
    if (prefix === 'allow-list') {
      for (const stream of this.byUser.get(splitKey(rest)[0]) ?? []) send(stream, key, version);
      return;
    }
    if (prefix === 'session') {
      for (const stream of this.bySession.get(key) ?? []) void this.recheck(stream);
      return;
    }
    const streams = this.byUser.get(rest);
    if (!streams) return;
    for (const stream of streams) {
      if (prefix === 'user') void this.recheck(stream);
      else if (prefix === 'user-registrations' || prefix === 'notifications') send(stream, key, version);
    }
  }

  /** Missed bumps since `lastId`, oldest first, from the rows; `reset` when there are too many. */
  private async resume(stream: Stream, lastId: number): Promise<void> {
    const mine = [userRegistrationsKey(stream.user.id), notificationsKey(stream.user.id)];
    if (stream.user.role === 'admin') mine.push(ADMIN_STATS_KEY);
    const rows = (await this.deps
      .db('view_versions')
      .select('key', 'version')
      .where('version', '>', lastId)
      .andWhere((q) => {
        q.whereIn('key', [...mine, LIST_KEY]).orWhere('key', 'like', 'tournament:%');
        if (stream.user.role !== 'player') q.orWhere('key', 'like', allowListKey(stream.user.id, '%'));
      })
      .orderBy('version')
      .limit(RESUME_LIMIT + 1)) as { key: string; version: string | number }[];
    if (rows.length > RESUME_LIMIT) {
      stream.session.push({}, 'reset', String(await this.currentVersion()));
      return;
    }
    for (const row of rows) send(stream, row.key, Number(row.version));
    if (rows.length === 0) stream.session.push({}, 'ready', String(lastId));
  }

  /** The largest version handed out so far (the sequence's last value). */
  private async currentVersion(): Promise<number> {
    const result = await this.deps.db.raw('select last_value from view_version_seq');
    const [row] = result.rows as { last_value: string | number }[];
    return Number(row.last_value);
  }

  /** Closes the stream when its session ended or its user is no longer the same active user with the same role. */
  private async recheck(stream: Stream): Promise<void> {
    try {
      await this.checkSession(stream.user, stream.sid);
    } catch {
      stream.close();
    }
  }

  private async checkSession(user: StreamUser, sid: string): Promise<void> {
    const found = await this.readModel.sessionWithUser(sid).catch(() => undefined);
    const current = found?.user;
    if (!current || current.id !== user.id || current.role !== user.role) throw unauthorized(SESSION_ENDED);
  }

  private add(stream: Stream): void {
    this.all.add(stream);
    addTo(this.byUser, stream.user.id, stream);
    addTo(this.bySession, stream.sessionKey, stream);
  }

  private remove(stream: Stream): void {
    this.all.delete(stream);
    removeFrom(this.byUser, stream.user.id, stream);
    removeFrom(this.bySession, stream.sessionKey, stream);
  }
}

function send(stream: Stream, key: string, version: number): void {
  if (!stream.session.isConnected) return;
  stream.session.push({ key, version }, 'change', String(version));
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf(':');
  return at < 0 ? [key, ''] : [key.slice(0, at), key.slice(at + 1)];
}

function addTo(map: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  const set = map.get(key) ?? new Set<Stream>();
  set.add(stream);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}
