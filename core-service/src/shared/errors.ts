// core's mapError for service-kit's errorHandler: database and objection errors → safe HttpErrors.
// The database's own message never reaches the caller. A database that cannot be reached answers
// 503 with Retry-After (CONVENTIONS.md § Errors), not 500.
import { HttpError, badRequest, conflict, notFound, serviceUnavailable } from '@chess-portal/service-kit';
import { wrapError } from 'db-errors';
import { KnexTimeoutError } from 'knex';
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  NotNullViolationError,
  UniqueViolationError,
  ValidationError,
} from 'objection';

/** Sentences for the unique keys a user can run into. */
const uniqueMessages: Record<string, string> = {
  users_email_unique: 'Email already registered',
  users_username_unique: 'Username already taken',
  users_username_lower_unique: 'Username already taken',
  organizer_applications_one_pending: 'You already have a pending organizer application',
  registrations_tournament_player_active: 'You are already registered for this tournament',
  global_settings_key_unique: 'Setting already exists',
  refunds_utr_unique: 'This UTR is already recorded on the platform',
  payouts_upi_transaction_id_unique: 'This UTR is already recorded on the platform',
};

export function uniqueViolationMessage(constraint: string | undefined): string {
  return (constraint && uniqueMessages[constraint]) || 'Already exists';
}

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_S = 5;

/** Socket errors of `pg`, and PostgreSQL's "cannot serve you now" codes (class 08 is connection exception). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03', '53300']); // admin / crash shutdown, starting up, too many connections
/** pg's and knex's own sentences for a lost or missing connection, and PGlite's when it was closed. */
const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Unable to acquire a connection/i,
  /Timeout acquiring a connection/i,
  /PGlite is closed/i,
];

/** True for an error that says the database cannot be reached (not that a query was wrong). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (err instanceof KnexTimeoutError) return true;
  const { code, message, nativeError, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    nativeError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) || SERVER_GONE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [nativeError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => isDatabaseUnavailable(e, depth + 1));
}

export function mapError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return serviceUnavailable(DATABASE_UNAVAILABLE, DATABASE_RETRY_AFTER_S);
  if (err instanceof NotFoundError) return notFound('Not found');
  if (err instanceof ValidationError) return badRequest('Invalid input');
  // Plain knex queries throw the driver's error; objection queries throw it already wrapped.
  const e = err instanceof Error && !(err instanceof UniqueViolationError) ? wrapError(err) : err;
  if (e instanceof UniqueViolationError) return conflict(uniqueViolationMessage(e.constraint));
  if (e instanceof ForeignKeyViolationError)
    return conflict('This refers to data that does not exist or is still in use');
  if (e instanceof NotNullViolationError || e instanceof CheckViolationError || e instanceof DataError) {
    return badRequest('Invalid input');
  }
  return undefined;
}
