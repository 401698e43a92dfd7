// Outgoing e-mail, the transport only: requests never call it. They write an `email` outbox job
// (email-job.ts) in their transaction, and the outbox worker calls sendMail outside any transaction.
// SMTP_URL set → sent through nodemailer's SMTP transport, waiting at most SMTP_TIMEOUT_SECONDS for
// the server at each step. Unset (local runs, tests) → written to the email_outbox table with one
// log line, so people and journeys can read what would have been sent (GET /_test/outbox).
import type { Logger } from '@chess-portal/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../config/env';
import type { Db, Executor } from '../db/knex';
import { OutboxEmail } from '../db/models';

export const DEFAULT_MAIL_FROM = 'Chess School Arena <no-reply@chess-school-arena.local>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What sendMail needs; ServiceDeps fits, and `db` may be the caller's transaction. */
export type MailDeps = {
  db: Executor;
  config: AppConfig;
  clock?: Clock;
  logger?: Logger;
};

export type MailResult = { delivery: 'smtp'; messageId: string } | { delivery: 'outbox'; id: string };

/** Per-send options: the outbox job delivering the e-mail makes a repeated delivery harmless. */
export type SendOptions = { jobId?: string };

/**
 * The transport's failure switch for the journeys (PUT /_test/mail/fault, test control only): while
 * set, every send fails with this message, as an unreachable SMTP server would.
 */
export const mailFault: { message: string | null } = { message: null };

export const DEFAULT_SMTP_TIMEOUT_MS = 20_000;

const transports = new Map<string, Transporter>();

/**
 * One transport per URL and timeout. nodemailer's own defaults wait 2 min to connect and 10 min for
 * an answer; a mail server that accepts and never answers must cost the worker one timeout, not that.
 */
function smtpTransport(url: string, timeoutMs: number): Transporter {
  const id = `${timeoutMs} ${url}`;
  let transport = transports.get(id);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transports.set(id, transport);
  }
  return transport;
}

/**
 * Whether a send failed because the mail server could not be used at all (refused, unreachable,
 * timed out, or a temporary 4xx answer) rather than because of this one message: the worker then
 * leaves the other e-mails of its run for later instead of waiting for the same server again.
 */
export function mailServerUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return (
    typeof code === 'string' &&
    ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPROTOCOL'].includes(code)
  );
}

/** The transport's test fault (PUT /_test/mail/fault) behaves as an unreachable server. */
class MailFault extends Error {
  readonly code = 'ECONNECTION';
}

/** The address part only, for logs ("anita@example.com" → "example.com"). */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Sends one e-mail. Through SMTP a failure rejects (the caller decides whether the user hears of
 * it); through the outbox the row is written on `deps.db`, so it joins the caller's transaction.
 */
export async function sendMail(deps: MailDeps, message: MailMessage, options: SendOptions = {}): Promise<MailResult> {
  const { config, logger } = deps;
  if (mailFault.message) throw new MailFault(mailFault.message);
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl, config.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS);
    const info = await transport.sendMail({
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
      ...message,
      // the same Message-ID for every delivery of one outbox job, so receivers drop a repeat
      ...(options.jobId ? { messageId: `<${options.jobId}@chess-school-arena>` } : {}),
    });
    logger?.info({ toDomain: domainOf(message.to), subject: message.subject }, 'e-mail sent');
    return { delivery: 'smtp', messageId: String(info.messageId) };
  }
  const fields = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    createdAt: deps.clock?.now() ?? new Date(),
  };
  if (options.jobId) {
    // written once per outbox job, however often the job runs
    await deps.db.raw(
      `insert into email_outbox ("to", subject, text, html, created_at, job_id) values (?, ?, ?, ?, ?, ?)
       on conflict (job_id) where job_id is not null do nothing`,
      [fields.to, fields.subject, fields.text, fields.html, fields.createdAt, options.jobId],
    );
    const existing = await OutboxEmail.query(deps.db).findOne({ jobId: options.jobId }).throwIfNotFound();
    return { delivery: 'outbox', id: existing.id };
  }
  const row = await OutboxEmail.query(deps.db).insert(fields);
  logger?.info(
    { outboxId: row.id, to: message.to, subject: message.subject },
    'e-mail written to the outbox (SMTP_URL is not set)',
  );
  return { delivery: 'outbox', id: row.id };
}

/** An absolute link into the portal for e-mails: `${PUBLIC_URL}${path}`. */
export function publicLink(config: AppConfig, path: string): string {
  return `${(config.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '')}${path}`;
}

/** The outbox, newest first (test control and local runs). */
export async function listOutbox(db: Db, filter: { to?: string; limit?: number } = {}): Promise<OutboxEmail[]> {
  const query = OutboxEmail.query(db)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(filter.limit ?? 50);
  if (filter.to) query.whereRaw('lower(??) = ?', ['to', filter.to.trim().toLowerCase()]);
  return query;
}
