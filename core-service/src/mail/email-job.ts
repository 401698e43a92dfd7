// E-mail through the durable outbox: enqueueEmail() writes an 'email' job in the caller's
// transaction; the outbox worker's handler (emailJobHandler) sends it with sendMail, the transport.
// Jobs to one address are sent in order; a failing transport is retried with back-off.
import type { Clock } from '../shared/clock';
import type { Executor } from '../db/knex';
import { enqueueJob, type OutboxHandler } from '../outbox';
import { sendMail, type MailDeps, type MailMessage } from './mailer';

export const EMAIL_JOB = 'email';

export async function enqueueEmail(
  db: Executor,
  clock: Clock,
  message: MailMessage,
  options: { dedupeKey?: string } = {},
): Promise<void> {
  await enqueueJob(db, clock, {
    kind: EMAIL_JOB,
    key: `email:${message.to.trim().toLowerCase()}`,
    payload: message,
    dedupeKey: options.dedupeKey,
  });
}

/** The outbox handler of 'email' jobs: idempotent per job (sendMail's jobId). */
export function emailJobHandler(deps: MailDeps): OutboxHandler<MailMessage> {
  return async (message, job) => {
    await sendMail(deps, message, { jobId: job.id });
  };
}
