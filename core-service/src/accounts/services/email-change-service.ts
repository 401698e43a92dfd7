// Changing the e-mail address on the profile: the profile answer never says whether the
// new address has an account. A free address gets a single-use link (valid 24 hours) and the change
// takes effect when it is opened; an address with an account gets an e-mail to its owner instead.
// Only a SHA-256 of the token is stored.
import { createHash, randomBytes } from 'node:crypto';
import { badRequest, conflict } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../service-deps';
import { EmailChange, User } from '../../db/models';
import { publicLink } from '../../mail/mailer';
import { normalizeEmail } from './auth-service';
import { EMAIL_TAKEN } from './account-availability';
import { accountWithEmail, queueEmail } from './sign-up-notices';

export const EMAIL_CHANGE_VALID_MS = 24 * 60 * 60 * 1000;
export const emailChangeSent = (email: string) =>
  `We have sent a link to ${email}; your e-mail address changes when you open it (within 24 hours).`;
export const EMAIL_CHANGE_INVALID =
  'This e-mail confirmation link is invalid or has expired. Please change the address on your profile again.';
export const emailChanged = (email: string) => `Your e-mail address is now ${email}.`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function confirmEmail(to: string, username: string, link: string) {
  const text = [
    `Hello ${username},`,
    '',
    'Someone (hopefully you) asked to use this address for their Chess School Arena account.',
    `Confirm it here: ${link}`,
    '',
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
  ].join('\n');
  return { to, subject: 'Confirm your new Chess School Arena e-mail address', text };
}

function addressInUseEmail(to: string, owner: string, profileLink: string) {
  const text = [
    `Hello ${owner},`,
    '',
    'Someone asked to use this e-mail address for another Chess School Arena account. It stays with',
    'your account, and nothing has changed.',
    '',
    `If that was you, sign in to the account you meant to change and use another address there (${profileLink}).`,
  ].join('\n');
  return { to, subject: 'Your e-mail address was entered on another account', text };
}

/** The profile asked for `email` instead of the user's address: a link to it, or a notice to its owner. */
export async function requestEmailChange(deps: ServiceDeps, user: User, email: string): Promise<string> {
  const newEmail = normalizeEmail(email);
  const owner = await accountWithEmail(deps, newEmail);
  if (owner) {
    await queueEmail(deps, deps.db, addressInUseEmail(owner.email, owner.username, publicLink(deps.config, '/me')));
    return emailChangeSent(newEmail);
  }
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    await EmailChange.query(trx).where({ userId: user.id }).whereNull('usedAt').patch({ usedAt: now });
    await EmailChange.query(trx).insert({
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_MS),
      createdAt: now,
    });
    await queueEmail(
      deps,
      trx,
      confirmEmail(newEmail, user.username, publicLink(deps.config, `/confirm-email?token=${token}`)),
    );
  });
  return emailChangeSent(newEmail);
}

/** Uses the token up and moves the account to the confirmed address (409 if it was taken meanwhile). */
export async function confirmEmailChange(deps: ServiceDeps, token: string): Promise<{ message: string }> {
  if (typeof token !== 'string' || token.length < 20) throw badRequest(EMAIL_CHANGE_INVALID);
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const [used] = await EmailChange.query(trx)
      .patch({ usedAt: now })
      .where({ tokenHash: hashToken(token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .returning('*');
    if (!used) throw badRequest(EMAIL_CHANGE_INVALID);
    if (await User.query(trx).where('email', used.newEmail).whereNot('id', used.userId).first())
      throw conflict(EMAIL_TAKEN);
    await User.query(trx).patch({ email: used.newEmail, updatedAt: now }).where({ id: used.userId });
    return { message: emailChanged(used.newEmail) };
  });
}
