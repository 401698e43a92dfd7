// Forgotten passwords: a single-use link valid for one hour, e-mailed to the account's address. Only
// a SHA-256 of the token is stored. A reset uses the token up and ends every session of the user.
//
// The request tells nothing about the address, in its answer or its timing: for any well-formed
// address it writes one outbox job (`password-reset`, the same single insert whether or not there is
// an account) and answers 202. The job's handler, run by the outbox worker outside any request,
// looks the address up and, for an active account, stores the link and e-mails it; for any other
// address it does nothing. So the request never waits for a mail server or does account-dependent
// work, and a mail server that is down delays the e-mail (retried with back-off) without losing it.
//
// No token is ever stored in clear, not even in the job: the handler derives it from the job's id
// with an HMAC under TOKEN_ENCRYPTION_KEY, so a retried job (the mail server was down, or core died
// after the server took the e-mail) finds its own link again by the token's hash and e-mails the same
// link once more instead of minting another.
import { createHash, createHmac } from 'node:crypto';
import { forgotPasswordSchema, resetPasswordBodySchema } from '@chess-portal/contracts';
import { badRequest } from '@chess-portal/service-kit';
import type { ServiceDeps } from '../../service-deps';
import { DEV_ENCRYPTION_KEY } from '../../config/env';
import { PasswordReset, User } from '../../db/models';
import { normalizeEmail } from './auth-service';
import { parseForm } from '../../shared/http/parse-form';
import { emailKey, nudgeAfterCommit, sendJobMail } from '../../mail/email-job';
import { publicLink } from '../../mail/mailer';
import { enqueueJob, type OutboxHandler } from '../../outbox';
import { hashPassword } from './password';
import { deleteUserSessions } from './session-service';

export const RESET_VALID_MS = 60 * 60 * 1000;
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';
export const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** The outbox kind that turns a request into a link for an active account (or into nothing). */
export const PASSWORD_RESET_JOB = 'password-reset';
export type PasswordResetJob = { email: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's token for one job: secret (keyed), and the same on every attempt of that job. */
const tokenFor = (deps: Pick<ServiceDeps, 'config'>, jobId: string) =>
  createHmac('sha256', `password-reset:${deps.config.tokenEncryptionKey ?? DEV_ENCRYPTION_KEY}`)
    .update(jobId)
    .digest('base64url');

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

/** Always the same answer after the same work: one outbox job, whatever the address. */
export async function requestPasswordReset(deps: ServiceDeps, body: unknown): Promise<{ message: string }> {
  const { email } = parseForm(forgotPasswordSchema, body);
  const address = normalizeEmail(email);
  const payload: PasswordResetJob = { email: address };
  await enqueueJob(deps.db, deps.clock, { kind: PASSWORD_RESET_JOB, key: emailKey(address), payload });
  nudgeAfterCommit(deps, deps.db);
  return { message: RESET_REQUESTED };
}

/**
 * The `password-reset` job: an active account gets a fresh link (older unused links stop working)
 * valid for an hour from this attempt; every attempt of the job e-mails the same link, until it was
 * used or superseded by a newer one. Any other address: nothing.
 */
export function passwordResetJobHandler(deps: ServiceDeps): OutboxHandler<PasswordResetJob> {
  return async ({ email }, job) => {
    const user = await User.query(deps.db).findOne({ email: normalizeEmail(email), isActive: true });
    if (!user) return;
    const token = tokenFor(deps, job.id);
    const tokenHash = hashToken(token);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + RESET_VALID_MS);
    const send = await deps.db.transaction(async (trx) => {
      const mine = await PasswordReset.query(trx).findOne({ tokenHash }).forUpdate();
      if (mine) {
        if (mine.usedAt) return false; // used, or a newer request replaced it: nothing worth sending
        await PasswordReset.query(trx).patch({ expiresAt }).findById(mine.id);
        return true;
      }
      await PasswordReset.query(trx).where({ userId: user.id }).whereNull('usedAt').patch({ usedAt: now });
      await PasswordReset.query(trx).insert({ userId: user.id, tokenHash, expiresAt, createdAt: now });
      return true;
    });
    if (!send) return;
    const link = publicLink(deps.config, `/reset-password?token=${token}`);
    await sendJobMail(deps, resetEmail(user.email, user.username, link), job.id);
  };
}

/** The admin outbox screen's line for a `password-reset` job. */
export const describePasswordResetJob = (job: PasswordResetJob) =>
  `Password reset requested for ${job.email} (a link is e-mailed only if an active account has it)`;

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
