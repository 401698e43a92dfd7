// The one way core-service talks to Lichess: base URL, bearer token per call, timeouts, JSON and
// ND-JSON answers, and a 429 back-off window during which no call reaches Lichess at all.
import { LICHESS_TIMEOUT_MS, traceHeaders, type Logger } from '@chess-portal/service-kit';
import { systemClock, type Clock } from '../../shared/clock';
import { LichessError, MESSAGES } from './errors';
import { endpointOf, lichessCalls, lichessDuration } from './metrics';
import { NdjsonParseError, readNdjson } from './ndjson';
import { answerError, Deadline, networkError, parseJson, Queue, retryAfterSeconds } from './transport';

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
  /** calls in flight at once (default 1, as Lichess asks) */
  maxConcurrent?: number;
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
}

interface Answer {
  status: number;
  body: unknown;
}

export class LichessClient {
  readonly baseUrl: string;
  readonly teamId: string;
  readonly platformToken?: string;
  private readonly clock: Clock;
  private readonly queue: Queue;
  private readonly fetchImpl: typeof fetch;
  private blockedUntil = 0;

  constructor(private readonly opts: LichessClientOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.teamId = opts.teamId;
    this.platformToken = opts.platformToken;
    this.clock = opts.clock ?? systemClock;
    this.queue = new Queue(opts.maxConcurrent ?? 1);
    this.fetchImpl = opts.fetch ?? fetch;
  }

  /** When the 429 back-off ends, if one is running. */
  get rateLimitedUntil(): Date | undefined {
    return this.blockedUntil > this.now() ? new Date(this.blockedUntil) : undefined;
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

  /** Inside the 429 window no call reaches Lichess (counted with outcome "backoff"). */
  private checkBackoff(refused: () => void): void {
    const wait = this.blockedUntil - this.now();
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
    this.checkBackoff(refusedLocally);
    return this.queue.run(async () => {
      this.checkBackoff(refusedLocally);
      const deadline = new Deadline(this.opts.timeoutMs ?? LICHESS_TIMEOUT_MS);
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
      }
    });
  }

  private check(answer: Answer, retryAfter: string | null, call: CallOptions): Answer {
    if (answer.status >= 200 && answer.status < 300) return answer;
    if (answer.status === 429) {
      const seconds = retryAfterSeconds(answer.body, retryAfter);
      this.blockedUntil = Math.max(this.blockedUntil, this.now() + seconds * 1000);
      throw new LichessError('rate-limited', MESSAGES.rateLimited, {
        lichessStatus: 429,
        retryAfterSeconds: seconds,
        body: answer.body,
      });
    }
    throw answerError(answer.status, answer.body, call.notFound ?? 'Not found on Lichess.');
  }
}
