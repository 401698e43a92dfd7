// Outgoing e-mail (password resets, organizer application decisions). SMTP_URL set → sent through
// nodemailer's SMTP transport. Unset (local runs, tests) → written to the email_outbox table with one
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

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** The address part only, for logs ("anita@example.com" → "example.com"). */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Sends one e-mail. Through SMTP a failure rejects (the caller decides whether the user hears of
 * it); through the outbox the row is written on `deps.db`, so it joins the caller's transaction.
 */
export async function sendMail(deps: MailDeps, message: MailMessage, options: SendOptions = {}): Promise<MailResult> {
  const { config, logger } = deps;
  if (mailFault.message) throw new Error(mailFault.message);
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl).sendMail({
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
