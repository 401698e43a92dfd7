// Every failed Lichess call becomes one LichessError: a service-kit HttpError (so core's error
// middleware answers `{ message }` with a sensible status) that also says what went wrong on Lichess.
import { HttpError } from '@chess-portal/service-kit';

export type LichessErrorKind =
  | 'rate-limited' // 429: we wait before calling this token again
  | 'busy' // shed locally: the lane's queue is full, or the caller's deadline passed while waiting
  | 'unavailable' // 5xx, dropped connection, network error
  | 'timeout' // no answer in time
  | 'rejected' // 400: Lichess refused the input or a rule (message made readable)
  | 'not-found' // 404
  | 'unauthorized' // 401: token missing, revoked or expired
  | 'forbidden' // 403 missing scope, or the 303 "not your tournament" redirect
  | 'invalid-input' // refused before calling: a value Lichess would not accept
  | 'unexpected'; // any other answer, or a body we cannot read

export const MESSAGES = {
  rateLimited: 'Lichess is rate-limiting us. Please try again in a minute.',
  unavailable: 'Lichess is not responding right now. Please try again shortly.',
  unauthorized: 'Lichess did not accept the saved authorization. Please reconnect the Lichess account.',
  unexpected: 'Lichess gave an unexpected answer. Please try again shortly.',
} as const;

const STATUS: Record<LichessErrorKind, number> = {
  'rate-limited': 503,
  busy: 503,
  unavailable: 502,
  timeout: 502,
  rejected: 400,
  'not-found': 404,
  unauthorized: 403,
  forbidden: 403,
  'invalid-input': 400,
  unexpected: 502,
};

export interface LichessErrorDetails {
  /** the HTTP status Lichess answered, when it answered */
  lichessStatus?: number;
  /** how long we will not call Lichess (429) */
  retryAfterSeconds?: number;
  /** the error body Lichess sent, for logs (never shown to users) */
  body?: unknown;
  cause?: unknown;
}

export class LichessError extends HttpError {
  readonly kind: LichessErrorKind;
  readonly lichessStatus?: number;
  readonly retryAfterSeconds?: number;
  readonly body?: unknown;

  constructor(kind: LichessErrorKind, userMessage: string, details: LichessErrorDetails = {}) {
    super(STATUS[kind], userMessage, details.retryAfterSeconds);
    this.name = 'LichessError';
    this.kind = kind;
    this.lichessStatus = details.lichessStatus;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.body = details.body;
    if (details.cause !== undefined) (this as { cause?: unknown }).cause = details.cause;
  }

  /** The sentence to show a user (also `message`). */
  get userMessage(): string {
    return this.message;
  }

  /** The HTTP status core should answer with (503 rate limit, 502 Lichess down, 400, 403, 404). */
  get statusHint(): number {
    return this.status;
  }
}

export function isLichessError(err: unknown, kind?: LichessErrorKind): err is LichessError {
  return err instanceof LichessError && (kind === undefined || err.kind === kind);
}

const FIELD_LABELS: Record<string, string> = {
  clockTime: 'clock time',
  clockIncrement: 'clock increment',
  'clock.limit': 'clock time',
  'clock.increment': 'clock increment',
  minutes: 'duration',
  nbRounds: 'number of rounds',
  startDate: 'start time',
  startsAt: 'start time',
  roundInterval: 'round interval',
  name: 'name',
  'conditions.allowList': 'allowed players',
  'conditions.teamMember.teamId': 'team',
};

/** Lichess's error body (a string, or a field → messages map) as one readable sentence. */
export function readableLichessError(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return undefined;
  const parts = Object.entries(error as Record<string, unknown>).map(([field, msgs]) => {
    const text = (Array.isArray(msgs) ? msgs : [msgs]).map(String).join(', ');
    return field === 'global' || field === '' ? text : `${FIELD_LABELS[field] ?? field}: ${text}`;
  });
  return parts.length ? parts.join('; ') : undefined;
}
