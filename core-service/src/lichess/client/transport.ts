// Low-level pieces of the Lichess client: one-at-a-time queue, timers, and answer → LichessError.
import { LichessError, MESSAGES, readableLichessError } from './errors';
import { lichessInFlight, lichessQueueWaiting } from './metrics';

/** Lichess asks API clients to make one request at a time; extra calls wait their turn. */
export class Queue {
  private active = 0;
  private waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  /** Calls waiting for their turn. */
  get depth(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      lichessQueueWaiting.inc();
      await new Promise<void>((resolve) => this.waiting.push(resolve)).finally(() => lichessQueueWaiting.dec());
    }
    this.active += 1;
    lichessInFlight.inc();
    try {
      return await task();
    } finally {
      this.active -= 1;
      lichessInFlight.dec();
      this.waiting.shift()?.();
    }
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
