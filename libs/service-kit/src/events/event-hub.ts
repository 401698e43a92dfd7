// One BFF process's live-update hub: ONE feed connection to core (GET /events/feed, every view-version bump
// with its audience, core-service/src/read-model/event-streams.ts) for all of this process's browser
// streams, fanned out here. Core decides who may see a bump (the event's audience); the hub only matches
// it against its indexes: `public` → every stream, `role:admin` → admins' streams, `user:<id>` → that
// user's streams; a `recheck` event (a bump of a user's row or of a session) re-reads those streams'
// sessions through core (GET /sessions/{sid}/user) and closes the ones whose session ended or whose user
// was deactivated or changed role.
// - The feed is opened lazily with the first stream; when it is lost (core restarted, its database
//   listener lost, 35 s without a byte), every local stream ends so the browsers reconnect with
//   Last-Event-ID, and the feed is opened again with back-off.
// - A new stream is attached first (events buffered), then core's resume call (GET /events/missed) answers
//   the missed changes (or `reset`, or the current version for `ready`), then the buffered events past
//   those go out: nothing falls between the rows and the feed (a duplicate is harmless: a refetch).
// - An event is framed once (eventsource-encoder) and the same string written to every matching stream;
//   heartbeats come from one timer walking HEARTBEAT_SLOTS groups of streams.
import { createParser } from 'eventsource-parser';
import http from 'node:http';
import https from 'node:https';
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { encode, encodeComment } from 'eventsource-encoder';
import { roundRobin } from '../balancing/balancer';
import { serviceUnavailable } from '../http-error';
import { UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S, type MissedEvents, type SessionWithUser } from '../core/core-client';

/** Heartbeat comment interval per stream: below the edge's 15 s idle limit per proxied answer. */
export const HEARTBEAT_MS = 10_000;
/** The heartbeats go to one of this many groups of streams at a time, every HEARTBEAT_MS / HEARTBEAT_SLOTS. */
export const HEARTBEAT_SLOTS = 10;
/** The `retry:` hint: how long a browser waits before reconnecting. */
export const RETRY_MS = 3_000;
/** No byte from core's feed for this long (core's heartbeat is every 10 s): the feed is taken for lost. */
export const IDLE_MS = 35_000;
/** Back-off of the feed's reconnects after a loss: first wait, doubled each failure up to the last. */
export const FEED_BACKOFF_MS = [250, 10_000] as const;
export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'private, no-cache, no-store, no-transform, must-revalidate, max-age=0',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;
const HEARTBEAT = encodeComment('');

/** One event of core's feed (core.yaml FeedEvent). */
export type FeedEvent = { type: 'change' | 'recheck'; key: string; version: number; audience: string };
/** What the hub asks core besides the feed. */
export type EventHubCore = {
  missedEvents(actingUserId: string, sessionId: string, after?: string): Promise<MissedEvents>;
  getSessionWithUser(sid: string): Promise<SessionWithUser | undefined>;
};
/** Opens core's feed; resolves once its head (200) arrived, rejects otherwise. */
export type OpenFeed = () => Promise<http.IncomingMessage>;
export type StreamUser = { id: string; role: string };

type Local = {
  user: StreamUser;
  sid: string;
  sessionKey: string;
  res: ServerResponse;
  slot: number;
  /** events that came while the stream was being resumed; undefined once live */
  buffer?: { version: number; text: string }[];
};

/** One event in the SSE wire format (the data is one JSON line). */
export const frame = (event: string, id: number, data: object): string =>
  encode({ event, id: String(id), data: JSON.stringify(data) });

/** The session's key in core's audiences: `session:<sha-256 of the id>` (core's read model's sessionKey). */
export const sessionKeyOf = (sid: string) => `session:${createHash('sha256').update(sid, 'utf8').digest('hex')}`;

/** The feed's connection to core: its own socket, no keep-alive, no pool. */
const feedAgents = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };

/** core's GET /events/feed, round-robin over core's instances (a refused one is skipped). */
export function coreEventFeed(options: { baseUrl: string | readonly string[]; serviceToken: string }): OpenFeed {
  const balancer = roundRobin(typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl);
  const once = (target: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const url = new URL('events/feed', target.endsWith('/') ? target : `${target}/`);
      const headers = { authorization: `Bearer ${options.serviceToken}`, accept: 'text/event-stream' };
      const secure = url.protocol === 'https:';
      const req = (secure ? https : http).get(
        url,
        { headers, agent: secure ? feedAgents.https : feedAgents.http },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`core's feed answered ${res.statusCode}`));
            return;
          }
          res.socket.setTimeout(IDLE_MS, () => res.destroy());
          resolve(res);
        },
      );
      req.setTimeout(IDLE_MS, () => req.destroy(new Error('core did not answer')));
      req.on('error', reject);
    });
  return async () => {
    const tried = new Set<string>();
    for (;;) {
      const target = balancer.pick(tried);
      if (!target) throw serviceUnavailable(UNAVAILABLE, UNREACHABLE_RETRY_AFTER_S);
      tried.add(target);
      try {
        const res = await once(target);
        balancer.markUp(target);
        return res;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') balancer.markDown(target);
      }
    }
  };
}

export class EventHub {
  private readonly all = new Set<Local>();
  private readonly admins = new Set<Local>();
  private readonly byUser = new Map<string, Set<Local>>();
  private readonly bySession = new Map<string, Set<Local>>();
  private readonly slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Local>());
  private nextSlot = 0;
  private beat = 0;
  private heartbeat?: NodeJS.Timeout;
  private feed?: http.IncomingMessage;
  private connecting?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private backoff: number = FEED_BACKOFF_MS[0];
  private stopped = false;

  constructor(
    private readonly openFeed: OpenFeed,
    private readonly core: EventHubCore,
    private readonly logger?: { warn(obj: object, msg: string): void },
  ) {}

  /** Open browser streams on this hub; for tests and metrics. */
  get size(): number {
    return this.all.size;
  }

  /** Whether the feed to core is open. */
  get connected(): boolean {
    return this.feed !== undefined;
  }

  /**
   * Answers `res` with a stream for `user` signed in with `sid`, resumed after `lastEventId` when given:
   * throws core's refusal (401 when the session ended, 503 when core is unreachable) before anything is
   * written. `onEnd` runs once when the stream ends (either side).
   */
  async open(
    res: ServerResponse,
    user: StreamUser,
    sid: string,
    lastEventId: string | undefined,
    onEnd: () => void,
  ): Promise<void> {
    await this.connect();
    const local: Local = {
      user,
      sid,
      sessionKey: sessionKeyOf(sid),
      res,
      slot: this.nextSlot,
      buffer: [],
    };
    this.nextSlot = (this.nextSlot + 1) % HEARTBEAT_SLOTS;
    this.add(local);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.remove(local);
      onEnd();
    };
    // a tab closed while its stream was being opened (a quick navigation) has closed already: no 'close'
    // comes any more, so it ends here, or its place under the cap and in the hub would be kept for good
    const gone = () => res.destroyed || !res.socket || res.socket.destroyed;
    res.once('close', end);
    if (gone()) return end();
    let missed: MissedEvents;
    try {
      missed = await this.core.missedEvents(user.id, sid, lastEventId);
    } catch (err) {
      this.remove(local);
      throw err;
    }
    if (gone()) {
      res.destroy(); // the browser went away meanwhile
      return end();
    }
    res.writeHead(200, STREAM_HEADERS);
    res.socket?.setNoDelay(true);
    let text = encode({ retry: RETRY_MS });
    let sent: number;
    if (missed.reset) {
      text += frame('reset', missed.version, {});
      sent = missed.version;
    } else if (lastEventId === undefined) {
      text += frame('ready', missed.version, {});
      sent = missed.version;
    } else if (missed.changes.length === 0) {
      sent = Number(lastEventId);
      text += frame('ready', sent, {});
    } else {
      for (const change of missed.changes) text += frame('change', change.version, change);
      sent = missed.changes[missed.changes.length - 1].version;
    }
    for (const buffered of local.buffer ?? []) if (buffered.version > sent) text += buffered.text;
    local.buffer = undefined;
    res.write(text);
  }

  /** Ends every local stream (a shutdown's drain, or the feed lost). */
  closeAll(): void {
    for (const local of [...this.all]) end(local);
  }

  /** Ends every stream and the feed, for good (tests, shutdown). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.closeAll();
    this.feed?.destroy();
  }

  /** The feed open (now, or already): resolves when it is, throws 503 when core cannot be reached. */
  private connect(): Promise<void> {
    if (this.feed) return Promise.resolve();
    this.stopped = false;
    this.connecting ??= this.openFeed()
      .then((feed) => this.listen(feed))
      .finally(() => {
        this.connecting = undefined;
      });
    return this.connecting;
  }

  private listen(feed: http.IncomingMessage): void {
    this.feed = feed;
    this.backoff = FEED_BACKOFF_MS[0];
    clearTimeout(this.retryTimer);
    feed.setEncoding('utf8');
    // the feed's SSE read by eventsource-parser (its framing written by eventsource-encoder in core)
    const parser = createParser({ onEvent: (message) => this.onMessage(message.event, message.data) });
    feed.on('data', (chunk: string) => parser.feed(chunk));
    const lost = () => {
      if (this.feed !== feed) return;
      this.feed = undefined;
      feed.destroy();
      this.closeAll();
      if (!this.stopped) this.scheduleReconnect();
    };
    feed.once('close', lost);
    feed.once('error', lost);
    feed.once('end', lost);
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.feed || this.stopped) return;
      this.connect().catch((err: unknown) => {
        this.logger?.warn({ err }, 'event hub: core feed unreachable; retrying');
        this.backoff = Math.min(this.backoff * 2, FEED_BACKOFF_MS[1]);
        this.scheduleReconnect();
      });
    }, this.backoff).unref();
  }

  private onMessage(event: string | undefined, data: string): void {
    if ((event !== 'change' && event !== 'recheck') || !data) return;
    let parsed: FeedEvent;
    try {
      parsed = JSON.parse(data) as FeedEvent;
    } catch {
      return;
    }
    if (event === 'recheck') {
      const streams = parsed.audience.startsWith('session:')
        ? this.bySession.get(parsed.audience)
        : this.byUser.get(parsed.audience.slice('user:'.length));
      for (const local of streams ?? []) void this.recheck(local);
      return;
    }
    const streams =
      parsed.audience === 'public'
        ? this.all
        : parsed.audience === 'role:admin'
          ? this.admins
          : parsed.audience.startsWith('user:')
            ? this.byUser.get(parsed.audience.slice('user:'.length))
            : undefined;
    if (!streams || streams.size === 0) return;
    const text = frame('change', parsed.version, { key: parsed.key, version: parsed.version });
    for (const local of streams) {
      if (local.buffer) local.buffer.push({ version: parsed.version, text });
      else write(local, text);
    }
  }

  /** Ends the stream when its session ended or its user is no longer the same active user with the same role. */
  private async recheck(local: Local): Promise<void> {
    const found = await this.core.getSessionWithUser(local.sid).catch(() => undefined);
    const current = found?.user;
    if (!current || current.id !== local.user.id || current.role !== local.user.role) end(local);
  }

  private beatOnce(): void {
    for (const local of this.slots[this.beat]) if (!local.buffer) write(local, HEARTBEAT);
    this.beat = (this.beat + 1) % HEARTBEAT_SLOTS;
  }

  private add(local: Local): void {
    this.all.add(local);
    if (local.user.role === 'admin') this.admins.add(local);
    this.slots[local.slot].add(local);
    this.heartbeat ??= setInterval(() => this.beatOnce(), HEARTBEAT_MS / HEARTBEAT_SLOTS).unref();
    addTo(this.byUser, local.user.id, local);
    addTo(this.bySession, local.sessionKey, local);
  }

  private remove(local: Local): void {
    if (!this.all.delete(local)) return;
    this.admins.delete(local);
    this.slots[local.slot].delete(local);
    if (this.all.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
    removeFrom(this.byUser, local.user.id, local);
    removeFrom(this.bySession, local.sessionKey, local);
  }
}

function write(local: Local, text: string): void {
  if (!local.res.writableEnded && !local.res.destroyed) local.res.write(text);
}

/** Ends a local stream; a stream not answered yet (resuming) is destroyed, so its open fails quietly. */
function end(local: Local): void {
  if (local.res.headersSent) {
    if (!local.res.writableEnded) local.res.end();
  } else local.res.destroy();
}

function addTo(map: Map<string, Set<Local>>, key: string, local: Local): void {
  const set = map.get(key) ?? new Set<Local>();
  set.add(local);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<Local>>, key: string, local: Local): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(local);
  if (set.size === 0) map.delete(key);
}
