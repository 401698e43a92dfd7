// Forgotten passwords: a single-use link valid for one hour, e-mailed to the account's address. Only
// a SHA-256 of the token is stored. The answer is the same whether or not the address has an
// account; a reset uses the token up and ends every session of the user.
import { createHash, randomBytes } from 'node:crypto';
import { forgotPasswordSchema, resetPasswordBodySchema } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../service-deps';
import { PasswordReset, User } from '../../db/models';
import { normalizeEmail } from './auth-service';
import { parseForm } from '../../shared/http/parse-form';
import { publicLink, sendMail } from '../../mail/mailer';
import { hashPassword } from './password';
import { deleteUserSessions } from './session-service';

export const RESET_VALID_MS = 60 * 60 * 1000;
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';
export const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function resetEmail(to: string, username: string, link: string) {
  const text = [
    `Hello ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Chess School Arena account.',
    `Choose a new password here: ${link}`,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays the same.',
  ].join('\n');
  return { to, subject: 'Reset your Chess School Arena password', text };
}

/** Always the same answer; an active account gets a fresh link (older unused links stop working). */
export async function requestPasswordReset(deps: ServiceDeps, body: unknown): Promise<{ message: string }> {
  const { email } = parseForm(forgotPasswordSchema, body);
  const user = await User.query(deps.db).findOne({ email: normalizeEmail(email), isActive: true });
  if (!user) return { message: RESET_REQUESTED };
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    await PasswordReset.query(trx).where({ userId: user.id }).whereNull('usedAt').patch({ usedAt: now });
    await PasswordReset.query(trx).insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_VALID_MS),
      createdAt: now,
    });
  });
  const link = publicLink(deps.config, `/reset-password?token=${token}`);
  // a failing mail server must not tell the caller whether the address has an account
  await sendMail(deps, resetEmail(user.email, user.username, link)).catch((err: unknown) =>
    deps.logger?.error(
      { err: err instanceof Error ? err.message : String(err) },
      'password reset e-mail could not be sent',
    ),
  );
  return { message: RESET_REQUESTED };
}

/** Uses the token up (one conditional update, so two tabs cannot both use it), sets the password, ends every session. */
export async function resetPassword(deps: ServiceDeps, body: unknown): Promise<{ message: string }> {
  const { token, password } = parseForm(resetPasswordBodySchema, body);
  const hash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const [used] = await PasswordReset.query(trx)
      .patch({ usedAt: now })
      .where({ tokenHash: hashToken(token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .returning('*');
    if (!used) throw badRequest(RESET_INVALID);
    await User.query(trx).patch({ password: hash, updatedAt: now }).where({ id: used.userId });
    await deleteUserSessions(trx, used.userId);
  });
  return { message: PASSWORD_RESET_DONE };
}
