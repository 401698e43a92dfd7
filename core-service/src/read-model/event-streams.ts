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
// - Framed by eventsource-encoder, on the Node response itself (better-sse's session kept a WHATWG Request
//   and Response, their Headers, two URLs, an AbortController and an interval per stream): an event bound
//   for every stream is framed once and the same string written to each; the heartbeats come from one timer
//   that walks HEARTBEAT_SLOTS groups of streams in turn, so they are spread over the interval
//   (docs/performance.md, live streams).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tooManyRequests, unauthorized } from '@chess-portal/service-kit';
import { encode, encodeComment } from 'eventsource-encoder';
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
/** The heartbeats go to one of this many groups of streams at a time, every HEARTBEAT_MS / HEARTBEAT_SLOTS. */
export const HEARTBEAT_SLOTS = 10;
/** The answer's headers: never cached or transformed, never buffered by a proxy (nginx: X-Accel-Buffering). */
export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'private, no-cache, no-store, no-transform, must-revalidate, max-age=0',
  Connection: 'keep-alive',
  Pragma: 'no-cache',
  'X-Accel-Buffering': 'no',
} as const;
const HEARTBEAT = encodeComment('');
export const TOO_MANY_STREAMS = 'Too many live-update connections for this account: close another tab or window.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const notificationsKey = (userId: string) => `notifications:${userId}`;
/** The admin dashboard's counters (migrations/20261126240002_admin_stats_version.ts): admins' streams only. */
export const ADMIN_STATS_KEY = 'admin:stats';
/** A tournament's Lichess allow-list sync state (migrations/20261126290001_allow_list_sync_version.ts): its organizer's streams. */
export const allowListKey = (organizerId: string, tournamentId: string) => `allow-list:${organizerId}:${tournamentId}`;

type StreamUser = { id: string; role: string };
type Stream = { user: StreamUser; sid: string; sessionKey: string; res: ServerResponse; slot: number };

/** One event in the SSE wire format (the data is one JSON line). */
export const frame = (event: string, id: number, data: object): string =>
  encode({ event, id: String(id), data: JSON.stringify(data) });

/** Keys any signed-in user may be told about (the public tournament views). */
const isPublicKey = (key: string) => key === LIST_KEY || key.startsWith('tournament:');

export class EventStreams {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private readonly all = new Set<Stream>();
  /** the streams by heartbeat group (HEARTBEAT_SLOTS), each group's turn every HEARTBEAT_MS */
  private readonly slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Stream>());
  private nextSlot = 0;
  private beat = 0;
  private heartbeat?: NodeJS.Timeout;
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
    if (!res.socket || res.socket.destroyed) return; // the client went away during the checks
    res.writeHead(200, STREAM_HEADERS);
    res.socket?.setNoDelay(true);
    res.write(encode({ retry: RETRY_MS }));
    const stream: Stream = { user, sid, sessionKey: sessionKey(sid), res, slot: this.nextSlot };
    this.nextSlot = (this.nextSlot + 1) % HEARTBEAT_SLOTS;
    this.add(stream);
    res.once('close', () => this.remove(stream));
    try {
      if (Number.isSafeInteger(lastId) && lastId > 0) await this.resume(stream, lastId);
      else write(stream, frame('ready', await this.currentVersion(), {}));
    } catch (err) {
      this.deps.logger?.warn({ err }, 'event stream: resume failed; closing');
      close(stream);
    }
  }

  /** Closes every stream (shutdown). */
  closeAll(): void {
    for (const stream of [...this.all]) close(stream);
  }

  stop(): void {
    this.closeAll();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** One group's heartbeat comments (a group every HEARTBEAT_MS / HEARTBEAT_SLOTS: each stream every HEARTBEAT_MS). */
  private beatOnce(): void {
    for (const stream of this.slots[this.beat]) write(stream, HEARTBEAT);
    this.beat = (this.beat + 1) % HEARTBEAT_SLOTS;
  }

  private ensureSubscribed(): void {
    this.unsubscribe ??= this.readModel.versions.subscribe((event) => this.onVersion(event));
  }

  private onVersion(event: VersionEvent): void {
    if (event.type === 'lost') return this.closeAll();
    const { key, version } = event;
    if (isPublicKey(key)) {
      const framed = frame('change', version, { key, version });
      for (const stream of this.all) write(stream, framed);
      return;
    }
    if (key === ADMIN_STATS_KEY) {
      const framed = frame('change', version, { key, version });
      for (const stream of this.all) if (stream.user.role === 'admin') write(stream, framed);
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
      write(stream, frame('reset', await this.currentVersion(), {}));
      return;
    }
    for (const row of rows) send(stream, row.key, Number(row.version));
    if (rows.length === 0) write(stream, frame('ready', lastId, {}));
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
      close(stream);
    }
  }

  private async checkSession(user: StreamUser, sid: string): Promise<void> {
    const found = await this.readModel.sessionWithUser(sid).catch(() => undefined);
    const current = found?.user;
    if (!current || current.id !== user.id || current.role !== user.role) throw unauthorized(SESSION_ENDED);
  }

  private add(stream: Stream): void {
    this.all.add(stream);
    this.slots[stream.slot].add(stream);
    this.heartbeat ??= setInterval(() => this.beatOnce(), HEARTBEAT_MS / HEARTBEAT_SLOTS).unref();
    addTo(this.byUser, stream.user.id, stream);
    addTo(this.bySession, stream.sessionKey, stream);
  }

  private remove(stream: Stream): void {
    this.all.delete(stream);
    this.slots[stream.slot].delete(stream);
    if (this.all.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
    removeFrom(this.byUser, stream.user.id, stream);
    removeFrom(this.bySession, stream.sessionKey, stream);
  }
}

function write(stream: Stream, text: string): void {
  if (!stream.res.writableEnded && !stream.res.destroyed) stream.res.write(text);
}

function send(stream: Stream, key: string, version: number): void {
  write(stream, frame('change', version, { key, version }));
}

function close(stream: Stream): void {
  if (!stream.res.writableEnded) stream.res.end();
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
