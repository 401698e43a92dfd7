// Low-level pieces of the Lichess client: the lanes (a queue each), timers, and answer → LichessError.
import { LichessError, MESSAGES, readableLichessError } from './errors';
import { lichessInFlight, lichessQueueWaiting } from './metrics';

/** What a lane is, as a metric label (never a token): the shared read lane, or whose token it carries. */
export type LaneKind = 'reads' | 'platform' | 'organizer' | 'public';

/** Said with 503 + Retry-After when a call cannot get its turn in time (the queue is full, or its deadline passed). */
export const BUSY_MESSAGE = 'Lichess is busy with earlier requests right now. Please try again in a few seconds.';
export const BUSY_RETRY_AFTER_S = 2;

const busy = (reason: string) =>
  new LichessError('busy', BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_S, cause: new Error(reason) });

interface Waiter {
  start: () => void;
}

/**
 * One lane of Lichess calls: at most `max` in flight (Lichess asks for one at a time per client), at
 * most `maxWaiting` waiting. A call waits no longer than its caller's deadline (epoch ms); a full
 * lane or a passed deadline sheds the call with a "busy" LichessError (503 + Retry-After).
 */
export class Lane {
  private active = 0;
  private waiting: Waiter[] = [];

  constructor(
    readonly kind: LaneKind,
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  /** Calls waiting for their turn. */
  get depth(): number {
    return this.waiting.length;
  }

  /** Nothing in flight or waiting: the lane can be forgotten. */
  get idle(): boolean {
    return this.active === 0 && this.waiting.length === 0;
  }

  async run<T>(task: () => Promise<T>, deadlineAt?: number): Promise<T> {
    if (this.active >= this.max) await this.wait(deadlineAt);
    this.active += 1;
    lichessInFlight.inc({ lane: this.kind });
    try {
      return await task();
    } finally {
      this.active -= 1;
      lichessInFlight.dec({ lane: this.kind });
      this.waiting.shift()?.start();
    }
  }

  private wait(deadlineAt: number | undefined): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(busy('queue full'));
    const left = deadlineAt === undefined ? Infinity : deadlineAt - Date.now();
    if (left <= 0) return Promise.reject(busy('deadline passed before the call was queued'));
    lichessQueueWaiting.inc({ lane: this.kind });
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      if (Number.isFinite(left)) {
        timer = setTimeout(() => {
          this.waiting = this.waiting.filter((w) => w !== waiter);
          reject(busy('deadline passed while waiting in the queue'));
        }, left);
      }
      this.waiting.push(waiter);
    }).finally(() => lichessQueueWaiting.dec({ lane: this.kind }));
  }
}

/** An AbortController that fires after `ms` of inactivity; `touch()` restarts the wait. */
export class Deadline {
  readonly controller = new AbortController();
  expired = false;
  private timer?: NodeJS.Timeout;

  constructor(private readonly ms: number) {
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(ms = this.ms): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(new Error('Lichess request timed out'));
    }, ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** Network failure or timeout while calling or reading. */
export function networkError(err: unknown, deadline: Deadline): LichessError {
  if (err instanceof LichessError) return err;
  if (deadline.expired) return new LichessError('timeout', MESSAGES.unavailable, { cause: err });
  return new LichessError('unavailable', MESSAGES.unavailable, { cause: err });
}

/** Seconds to wait after a 429: the body's `ratelimit.seconds`, else Retry-After, else a minute. */
export function retryAfterSeconds(body: unknown, header: string | null): number {
  const hinted = (body as { ratelimit?: { seconds?: unknown } } | null)?.ratelimit?.seconds;
  if (typeof hinted === 'number' && hinted > 0) return Math.ceil(hinted);
  const fromHeader = Number(header);
  if (Number.isFinite(fromHeader) && fromHeader > 0) return Math.ceil(fromHeader);
  return 60;
}

export function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const TOKEN_ERRORS = ['Missing authorization header', 'No such token', 'No such user'];
const NOT_YOURS = 'Lichess refused: the connected account cannot manage this tournament (or it is finished).';

/** A non-2xx answer other than 429, as the error a user can read. */
export function answerError(status: number, body: unknown, notFoundMessage: string): LichessError {
  const details = { lichessStatus: status, body };
  if (status >= 500) return new LichessError('unavailable', MESSAGES.unavailable, details);
  if (status === 404) return new LichessError('not-found', notFoundMessage, details);
  if (status === 401) {
    // lila's token errors; any other 401 (SwissUnauthorisedEdit, private member list) is a refusal
    const text = readableLichessError(body);
    if (!text || TOKEN_ERRORS.includes(text)) return new LichessError('unauthorized', MESSAGES.unauthorized, details);
    return new LichessError('forbidden', NOT_YOURS, details);
  }
  if (status === 403) {
    const scope = /Missing scope: (\S+)/.exec(readableLichessError(body) ?? '')?.[1];
    const message = scope
      ? `The connected Lichess account has not granted the "${scope}" permission. Please reconnect it.`
      : 'Lichess refused this action for the connected account.';
    return new LichessError('forbidden', message, details);
  }
  if (status >= 300 && status < 400) {
    return new LichessError('forbidden', NOT_YOURS, details);
  }
  if (status === 400) {
    const text = readableLichessError(body);
    return new LichessError('rejected', text ? `Lichess refused: ${text}` : 'Lichess refused the request.', details);
  }
  return new LichessError('unexpected', MESSAGES.unexpected, details);
}
