// Sign-ups that must not reveal whether an e-mail has an account: a new address gets the
// account and a welcome e-mail; an address that already has an account gets nothing created and an
// e-mail to its owner instead. Both answer the same shape, after the same password-hashing work, and
// neither waits for the mail server: the e-mails are outbox jobs (mail/email-job.ts).
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@chess-portal/contracts';
import type { ServiceDeps } from '../../service-deps';
import type { Executor } from '../../db/knex';
import { User } from '../../db/models';
import { enqueueEmail } from '../../mail/email-job';
import { publicLink, type MailMessage } from '../../mail/mailer';
import { normalizeEmail } from './auth-service';
import { hashPassword } from './password';

export type SignUpKind = 'registration' | 'organizer application';

/** The active or deactivated account that already uses this e-mail, if any. */
export const accountWithEmail = (deps: Pick<ServiceDeps, 'db'>, email: string) =>
  User.query(deps.db).findOne({ email: normalizeEmail(email) });

/** What a new account looks like as a session user, for an answer that must not differ. */
export function standInUser(username: string, email: string, fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: randomUUID(),
    username,
    email: normalizeEmail(email),
    role: 'player',
    teamVerified: false,
    lichessUsername: null,
    lichessVerified: false,
    ...fields,
  };
}

/**
 * Queues an e-mail on `db` (pass the transaction that makes the change it tells of): the outbox
 * sends it after the commit, retrying a mail server that is down; the answer never depends on it.
 */
export async function queueEmail(deps: ServiceDeps, db: Executor, message: MailMessage): Promise<void> {
  await enqueueEmail(deps, db, message);
}

export function welcomeEmail(deps: ServiceDeps, to: string, username: string): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'Welcome to Chess School Arena! Your account is ready.',
    `Sign in any time at ${publicLink(deps.config, '/login')}.`,
    '',
    'If you did not create this account, reply to this e-mail and we will remove it.',
  ].join('\n');
  return { to, subject: 'Welcome to Chess School Arena', text };
}

function alreadyRegisteredEmail(deps: ServiceDeps, owner: User, kind: SignUpKind): MailMessage {
  const next =
    kind === 'organizer application' ? `, then apply from ${publicLink(deps.config, '/apply-organizer')}` : '';
  const text = [
    `Hello ${owner.username},`,
    '',
    `Someone (hopefully you) used this e-mail address for a new Chess School Arena ${kind}.`,
    'This address already has an account, so nothing new was created.',
    '',
    `If it was you: sign in at ${publicLink(deps.config, '/login')}${next}.`,
    `Forgot your password? Choose a new one at ${publicLink(deps.config, '/forgot-password')}.`,
    '',
    'If it was not you, ignore this e-mail; nothing has changed.',
  ].join('\n');
  return { to: owner.email, subject: 'You already have a Chess School Arena account', text };
}

/**
 * For a sign-up with an address that already has an account: the same password work a new account
 * costs, an e-mail to the owner, nothing created.
 */
export async function notifyExistingOwner(
  deps: ServiceDeps,
  owner: User,
  password: string,
  kind: SignUpKind,
): Promise<void> {
  await hashPassword(password);
  await queueEmail(deps, deps.db, alreadyRegisteredEmail(deps, owner, kind));
}
