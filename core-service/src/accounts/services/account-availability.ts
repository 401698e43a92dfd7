// Whether a username or e-mail is free for an account: the checks sign-up, profile edits and e-mail
// changes share, and the messages they answer with.
import { HttpError, conflict } from '@chess-portal/service-kit';
import { UniqueViolationError } from 'objection';
import type { Executor } from '../../db/knex';
import { User } from '../../db/models';
import { normalizeEmail } from './auth-service';

export const USERNAME_TAKEN = 'Username already taken';
export const EMAIL_TAKEN = 'Email already registered';

export type Identity = { username: string; email: string };

const others = (db: Executor, exceptId?: string) =>
  User.query(db).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q));

/** 409 when another account (not `exceptId`) has this username, in any case (usernames are public). */
export async function assertUsernameAvailable(db: Executor, username: string, exceptId?: string): Promise<void> {
  if (await others(db, exceptId).whereRaw('lower(username) = ?', [username.toLowerCase()]).first())
    throw conflict(USERNAME_TAKEN);
}

/** 409 when another account (not `exceptId`) has this username (any case) or e-mail. */
export async function assertAvailable(db: Executor, { username, email }: Identity, exceptId?: string): Promise<void> {
  await assertUsernameAvailable(db, username, exceptId);
  if (await others(db, exceptId).where('email', normalizeEmail(email)).first()) throw conflict(EMAIL_TAKEN);
}

/** The e-mail's unique key was hit by a sign-up racing this one: treat it as an existing account. */
export const isEmailTaken = (err: unknown) =>
  (err instanceof HttpError && err.status === 409 && err.message === EMAIL_TAKEN) ||
  (err instanceof UniqueViolationError && err.constraint === 'users_email_unique');
