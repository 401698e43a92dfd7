// The one way core-service talks to Lichess: base URL, bearer token per call, timeouts, JSON and
// ND-JSON answers. Calls go through lanes: one per token (an organizer's slow call never delays
// another's), and one shared lane for team and user reads. A call waits in its lane no longer than
// its caller's deadline (withLichessDeadline; core's request middleware sets one per request); a full
// lane sheds it with 503 + Retry-After. A 429 opens a back-off window for what was refused only: a
// creation's 429 (Lichess's daily creation budget) pauses creations with that token, a team or user
// read's 429 pauses reads with that token, any other call's 429 pauses that token's other calls (and its
// creations); nothing else waits.
// Once Lichess has failed to answer several calls in a row, a read waits for it only briefly
// (UNREACHABLE_READ_MS) until it answers again: an approval's player checks and the team check then
// answer at once with "Lichess is not responding" instead of each waiting out its whole deadline.
import { AsyncLocalStorage } from 'node:async_hooks';
import { LICHESS_TIMEOUT_MS, traceHeaders, type Logger } from '@chess-portal/service-kit';
import { systemClock, type Clock } from '../../shared/clock';
import { LichessError, MESSAGES } from './errors';
import { endpointOf, lichessCalls, lichessDuration, lichessShed } from './metrics';
import { NdjsonParseError, readNdjson } from './ndjson';
import { answerError, Deadline, Lane, networkError, parseJson, retryAfterSeconds, type LaneKind } from './transport';

const callerDeadline = new AsyncLocalStorage<number>();

const backoffKey = (scope: string, token: string | undefined) => `${scope} ${token ?? 'none'}`;

/** How long a team or user read waits for Lichess while it has not been answering. */
export const UNREACHABLE_READ_MS = 500;

/** Outcomes that say Lichess did not answer; any answer (even a 4xx) says it did. */
const NO_ANSWER = new Set<string>(['timeout', 'unavailable']);

/**
 * Runs `fn` with a deadline (epoch ms, wall clock) for every Lichess call it makes: a call waits in
 * its lane no longer than that, and its own timeout ends there too. A nested deadline never extends
 * an outer one.
 */
export function withLichessDeadline<T>(deadlineAt: number, fn: () => T): T {
  const outer = callerDeadline.getStore();
  return callerDeadline.run(outer === undefined ? deadlineAt : Math.min(outer, deadlineAt), fn);
}

/** The current caller's deadline, if one was set. */
export const currentLichessDeadline = (): number | undefined => callerDeadline.getStore();

export interface LichessClientOptions {
  /** LICHESS_URL: https://lichess.org in production, the sandbox (http://localhost:8099) locally */
  baseUrl: string;
  /** LICHESS_TEAM_ID: the designated team (chess-school) */
  teamId: string;
  /** LICHESS_PLATFORM_TOKEN: the school account's token, used when no organizer token is given */
  platformToken?: string;
  /** time allowed for a JSON call, and for a stream's first byte (default 10 s, below core's shutdown budget) */
  timeoutMs?: number;
  /** longest silence allowed inside a stream (default 20 s) */
  streamIdleTimeoutMs?: number;
  /** clock of the 429 back-off window */
  clock?: Clock;
  /** calls in flight at once per token lane (default 1, as Lichess asks) */
  maxConcurrent?: number;
  /** calls in flight at once in the shared lane of team and user reads (default 2) */
  readsConcurrent?: number;
  /** calls that may wait in one lane; one more is shed with 503 + Retry-After (default 32) */
  maxQueued?: number;
  /** calls in a row Lichess did not answer (timeout, network error, 5xx) before reads get a short leash (default 3) */
  unreachableAfter?: number;
  /** how long a read waits for Lichess while it is not answering (default UNREACHABLE_READ_MS) */
  unreachableReadMs?: number;
  logger?: Logger;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  token?: string;
  query?: Query;
  form?: URLSearchParams;
  text?: string;
  /** the sentence for a 404 (default: "Not found on Lichess.") */
  notFound?: string;
  /** 'reads': the shared lane of team and user reads; otherwise the lane of the call's token */
  lane?: 'reads';
  /** a tournament creation: a 429 on it pauses only creations with its token (Lichess's creation budget) */
  creation?: boolean;
  /** epoch ms: how long this call may wait for its turn (default: the caller's withLichessDeadline) */
  deadlineAt?: number;
}

/** What a 429 pauses: a token's creations, its team and user reads, or its other calls. */
export type BackoffScope = 'creations' | 'reads' | 'calls';

const scopeOf = (call: CallOptions): BackoffScope =>
  call.lane === 'reads' ? 'reads' : call.creation ? 'creations' : 'calls';

/** The scopes whose back-off stops a call: a creation also waits out its token's general back-off. */
const STOPPED_BY: Record<BackoffScope, BackoffScope[]> = {
  creations: ['creations', 'calls'],
  reads: ['reads'],
  calls: ['calls'],
};

interface Answer {
  status: number;
  body: unknown;
}

export class LichessClient {
  readonly baseUrl: string;
  readonly teamId: string;
  readonly platformToken?: string;
  private readonly clock: Clock;
  private readonly lanes = new Map<string, Lane>();
  private readonly fetchImpl: typeof fetch;
  /** per scope and token (`${scope} ${token or 'none'}`): when its 429 back-off window ends */
  private readonly blockedUntil = new Map<string, number>();
  /** sent calls in a row that Lichess did not answer */
  private unanswered = 0;

  constructor(private readonly opts: LichessClientOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.teamId = opts.teamId;
    this.platformToken = opts.platformToken;
    this.clock = opts.clock ?? systemClock;
    this.fetchImpl = opts.fetch ?? fetch;
  }

  /**
   * When the 429 back-off of this token (default: the platform token) ends, if one is running: for one
   * scope (creations, reads, other calls), or the latest of them.
   */
  rateLimitedUntil(token = this.platformToken, scope?: BackoffScope): Date | undefined {
    const scopes: BackoffScope[] = scope ? [scope] : ['creations', 'reads', 'calls'];
    const until = Math.max(...scopes.map((s) => this.blockedUntil.get(backoffKey(s, token)) ?? 0));
    return until > this.now() ? new Date(until) : undefined;
  }

  /** True while Lichess has not answered the last `unreachableAfter` calls (reads then wait only briefly). */
  get unreachable(): boolean {
    return this.unanswered >= (this.opts.unreachableAfter ?? 3);
  }

  /** Calls waiting in each lane now (by lane kind, summed over tokens). */
  queueDepths(): Record<LaneKind, number> {
    const depths: Record<LaneKind, number> = { reads: 0, platform: 0, organizer: 0, public: 0 };
    for (const lane of this.lanes.values()) depths[lane.kind] += lane.depth;
    return depths;
  }

  /** A JSON call; resolves with the parsed 2xx body (undefined for 204). */
  async json<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, call: CallOptions = {}): Promise<T> {
    const answer = await this.send(method, path, call, 'application/json', async (res) => parseJson(await res.text()));
    return answer.body as T;
  }

  /** An ND-JSON call; resolves with every row once the stream has ended (a cut stream is an error). */
  async stream<T = unknown>(path: string, call: CallOptions = {}): Promise<T[]> {
    const idle = this.opts.streamIdleTimeoutMs ?? 20_000;
    const answer = await this.send('GET', path, call, 'application/x-ndjson', async (res, deadline) => {
      if (!res.ok || !res.body) return parseJson(await res.text());
      const rows: unknown[] = [];
      deadline.touch(idle);
      for await (const row of readNdjson(res.body, () => deadline.touch(idle))) rows.push(row);
      return rows;
    });
    return answer.body as T[];
  }

  /** The client clock, in ms (the 429 window and "is this start date in the future?"). */
  now(): number {
    return this.clock.now().getTime();
  }

  private url(path: string, query?: Query): string {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  private headers(accept: string, call: CallOptions): Record<string, string> {
    // the request's (or job run's) trace goes on: traceparent with core's span as parent, x-request-id
    const headers: Record<string, string> = {
      Accept: accept,
      'User-Agent': 'ChessSchoolArena/0.1 (core-service)',
      ...traceHeaders(),
    };
    if (call.token) headers.Authorization = `Bearer ${call.token}`;
    if (call.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (call.text !== undefined) headers['Content-Type'] = 'text/plain';
    return headers;
  }

  private laneOf(call: CallOptions): { key: string; kind: LaneKind } {
    if (call.lane === 'reads') return { key: 'reads', kind: 'reads' };
    if (!call.token) return { key: 'public', kind: 'public' };
    return { key: `token:${call.token}`, kind: call.token === this.platformToken ? 'platform' : 'organizer' };
  }

  /** Runs `task` in the call's lane; a lane with nothing left in it is forgotten (tokens come and go). */
  private async inLane<T>(call: CallOptions, deadlineAt: number | undefined, task: () => Promise<T>): Promise<T> {
    const { key, kind } = this.laneOf(call);
    let lane = this.lanes.get(key);
    if (!lane) {
      const max = kind === 'reads' ? (this.opts.readsConcurrent ?? 2) : (this.opts.maxConcurrent ?? 1);
      lane = new Lane(kind, max, this.opts.maxQueued ?? 32);
      this.lanes.set(key, lane);
    }
    try {
      return await lane.run(task, deadlineAt);
    } catch (err) {
      if (err instanceof LichessError && err.kind === 'busy') lichessShed.inc({ lane: kind });
      throw err;
    } finally {
      if (lane.idle && this.lanes.get(key) === lane) this.lanes.delete(key);
    }
  }

  /** Inside a 429 window of what this call is, no such call reaches Lichess (counted with outcome "backoff"). */
  private checkBackoff(call: CallOptions, refused: () => void): void {
    const keys = STOPPED_BY[scopeOf(call)].map((scope) => backoffKey(scope, call.token));
    const wait = Math.max(...keys.map((key) => this.blockedUntil.get(key) ?? 0)) - this.now();
    if (wait > 0) {
      refused();
      throw new LichessError('rate-limited', MESSAGES.rateLimited, { retryAfterSeconds: Math.ceil(wait / 1000) });
    }
  }

  private async send(
    method: string,
    path: string,
    call: CallOptions,
    accept: string,
    read: (res: Response, deadline: Deadline) => Promise<unknown>,
  ): Promise<Answer> {
    const endpoint = endpointOf(path);
    const refusedLocally = () => lichessCalls.inc({ method, endpoint, outcome: 'backoff' });
    this.checkBackoff(call, refusedLocally);
    const deadlineAt = this.leash(call, call.deadlineAt ?? currentLichessDeadline());
    return this.inLane(call, deadlineAt, async () => {
      this.checkBackoff(call, refusedLocally);
      // the call's own timeout ends at the caller's deadline too (a caller never waits past its budget)
      const timeoutMs = this.opts.timeoutMs ?? LICHESS_TIMEOUT_MS;
      const deadline = new Deadline(
        deadlineAt === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadlineAt - Date.now())),
      );
      const stop = lichessDuration.startTimer({ method, endpoint });
      let outcome = 'ok';
      try {
        const res = await this.fetchImpl(this.url(path, call.query), {
          method,
          headers: this.headers(accept, call),
          body: call.form ?? call.text,
          redirect: 'manual',
          signal: deadline.signal,
        });
        const body = await read(res, deadline);
        return this.check({ status: res.status, body }, res.headers.get('retry-after'), call);
      } catch (err) {
        const error =
          err instanceof NdjsonParseError
            ? new LichessError('unexpected', MESSAGES.unexpected, { cause: err })
            : networkError(err, deadline);
        outcome = error.kind;
        const level = error.kind === 'not-found' ? 'debug' : 'warn';
        this.opts.logger?.[level](
          { kind: error.kind, method, path, status: error.lichessStatus },
          'Lichess call failed',
        );
        throw error;
      } finally {
        deadline.clear();
        stop({ outcome });
        lichessCalls.inc({ method, endpoint, outcome });
        this.unanswered = NO_ANSWER.has(outcome) ? this.unanswered + 1 : 0;
      }
    });
  }

  /** A read's deadline while Lichess is not answering: no later than UNREACHABLE_READ_MS from now. */
  private leash(call: CallOptions, deadlineAt: number | undefined): number | undefined {
    if (call.lane !== 'reads' || !this.unreachable) return deadlineAt;
    const short = Date.now() + (this.opts.unreachableReadMs ?? UNREACHABLE_READ_MS);
    return deadlineAt === undefined ? short : Math.min(deadlineAt, short);
  }

  private check(answer: Answer, retryAfter: string | null, call: CallOptions): Answer {
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status === 429) {
      const seconds = retryAfterSeconds(answer.body, retryAfter);
      const key = backoffKey(scopeOf(call), call.token);
      this.blockedUntil.set(key, Math.max(this.blockedUntil.get(key) ?? 0, this.now() + seconds * 1000));
      throw new LichessError('rate-limited', MESSAGES.rateLimited, {
        lichessStatus: 429,
        retryAfterSeconds: seconds,
        body: answer.body,
      });
    }
    throw answerError(answer.status, answer.body, call.notFound ?? 'Not found on Lichess.');
  }
}
