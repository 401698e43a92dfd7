// core's mapError for service-kit's errorHandler: database and objection errors → safe HttpErrors.
// The database's own message never reaches the caller.
import { HttpError, badRequest, conflict, notFound } from '@chess-portal/service-kit';
import { wrapError } from 'db-errors';
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
};

export function uniqueViolationMessage(constraint: string | undefined): string {
  return (constraint && uniqueMessages[constraint]) || 'Already exists';
}

export function mapError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof NotFoundError) return notFound('Not found');
  if (err instanceof ValidationError) return badRequest('Invalid input');
  // Plain knex queries throw the driver's error; objection queries throw it already wrapped.
  const e = err instanceof Error && !(err instanceof UniqueViolationError) ? wrapError(err) : err;
  if (e instanceof UniqueViolationError) return conflict(uniqueViolationMessage(e.constraint));
  if (e instanceof ForeignKeyViolationError) return conflict('This refers to data that does not exist or is still in use');
  if (e instanceof NotNullViolationError || e instanceof CheckViolationError || e instanceof DataError) {
    return badRequest('Invalid input');
  }
  return undefined;
}
