// E-mail through the durable outbox: enqueueEmail() writes an 'email' job in the caller's
// transaction (so the e-mail exists exactly when the change it tells of does, and no request waits
// for a mail server); the outbox worker's handler (emailJobHandler) sends it with sendMail, outside
// any transaction. Jobs to one address are sent in order; a failing server is retried with back-off
// and shown on the admin's outbox screen.
//
// Delivered once: at least once, and a repeat is made harmless. The job is marked done right after
// the server accepts the message; a core that dies in between (or a connection that breaks after the
// server took the message but before its "250") sends it again on the next attempt, with the same
// Message-ID (`<job id@chess-school-arena>`), which receiving servers and mail clients use to drop the
// repeat. Without SMTP_URL the e-mail is written to email_outbox once per job (unique job_id). We chose
// this over at-most-once (marking "sending" first, never retrying an unconfirmed send) because a
// password-reset link or an application decision that silently never arrives is worse than a second
// copy of it.
import type { Clock } from '../shared/clock';
import type { Executor } from '../db/knex';
import { enqueueJob, OutboxServiceUnavailable, type OutboxHandler } from '../outbox';
import { mailServerUnavailable, sendMail, type MailDeps, type MailMessage } from './mailer';

export const EMAIL_JOB = 'email';

/** The outbox kinds that send e-mail share the mail server: one found down pauses them all for the run. */
export const MAIL_SERVER = { service: 'smtp' } as const;

/** What enqueueing needs: the clock, and the outbox's nudge (sent as soon as the transaction commits). */
export type EnqueueDeps = { clock: Clock; nudgeOutbox?: () => void };

/** The key of every outbox job that e-mails this address: they are sent in the order they were written. */
export const emailKey = (address: string) => `email:${address.trim().toLowerCase()}`;

/** Asks the worker to run once `db` (the caller's transaction, if it is one) has committed. */
export function nudgeAfterCommit(deps: EnqueueDeps, db: Executor): void {
  const nudge = deps.nudgeOutbox;
  if (!nudge) return;
  if ('executionPromise' in db) db.executionPromise.then(nudge, () => undefined);
  else nudge();
}

export async function enqueueEmail(
  deps: EnqueueDeps,
  db: Executor,
  message: MailMessage,
  options: { dedupeKey?: string } = {},
): Promise<void> {
  await enqueueJob(db, deps.clock, {
    kind: EMAIL_JOB,
    key: emailKey(message.to),
    payload: message,
    dedupeKey: options.dedupeKey,
  });
  nudgeAfterCommit(deps, db);
}

/**
 * Sends one job's e-mail (sendMail with the job's id, see above). A mail server that cannot be used
 * at all is reported as such, so the worker leaves this run's other e-mails for later.
 */
export async function sendJobMail(deps: MailDeps, message: MailMessage, jobId: string): Promise<void> {
  try {
    await sendMail(deps, message, { jobId });
  } catch (err) {
    throw mailServerUnavailable(err) ? new OutboxServiceUnavailable(err) : err;
  }
}

/** The outbox handler of 'email' jobs. */
export function emailJobHandler(deps: MailDeps): OutboxHandler<MailMessage> {
  return (message, job) => sendJobMail(deps, message, job.id);
}
