// notify(): one event for one user, written in the caller's transaction: an entry in their in-app
// list and, unless they switched that kind of e-mail off, an e-mail through the durable outbox.
// With a dedupe key an event is told once, however often it is noticed (the reminder jobs).
import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/knex';
import { enqueueEmail } from '../../mail/email-job';
import { publicLink } from '../../mail/mailer';
import type { Clock } from '../../shared/clock';
import { Notification } from '../../db/models/notification';
import { NotificationPreference } from '../../db/models/notification-preference';
import { isSwitchable, type NotificationKind } from './kinds';

export type NotifyDeps = { clock: Clock; config?: AppConfig; nudgeOutbox?: () => void };

export type NotificationEvent = {
  user: { id: string; email: string };
  kind: NotificationKind;
  title: string;
  /** plain text, also the e-mail's first paragraph */
  body: string;
  /** a path in the portal */
  link?: string;
  /** extra lines for the e-mail only (e.g. the Lichess link) */
  emailLines?: string[];
  /** told once per dedupe key */
  dedupeKey?: string;
};

/** Whether the user gets e-mails of this kind (all on until switched off; some have no switch). */
export async function emailWanted(db: Executor, userId: string, kind: NotificationKind): Promise<boolean> {
  if (!isSwitchable(kind)) return true;
  const prefs = await NotificationPreference.query(db).findById(userId);
  return !prefs?.emailOff.includes(kind);
}

/** Writes the notification (and queues its e-mail); false when the dedupe key was already told. */
export async function notify(deps: NotifyDeps, db: Executor, event: NotificationEvent): Promise<boolean> {
  const now = deps.clock.now();
  const inserted = (await Notification.query(db)
    .insert({
      userId: event.user.id,
      kind: event.kind,
      title: event.title,
      body: event.body,
      link: event.link ?? null,
      dedupeKey: event.dedupeKey ?? null,
      createdAt: now,
      readAt: null,
    })
    .onConflict('dedupeKey')
    .ignore()
    .returning('*')) as unknown as Notification | Notification[];
  const row = Array.isArray(inserted) ? inserted[0] : inserted;
  if (!row?.id) return false;
  if (await emailWanted(db, event.user.id, event.kind)) {
    const lines = [event.body, ...(event.emailLines ?? [])];
    if (event.link)
      lines.push(`Open it in Chess School Arena: ${publicLink(deps.config ?? { serviceToken: '' }, event.link)}`);
    if (isSwitchable(event.kind)) lines.push('', 'You can switch these e-mails off on your profile.');
    await enqueueEmail(
      deps,
      db,
      { to: event.user.email, subject: event.title, text: lines.join('\n') },
      { dedupeKey: `notification:${row.id}` },
    );
  }
  return true;
}

/** "Sat, 14 Mar 2026, 10:00 IST": the portal's times are India Standard Time. */
export function istTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} IST`;
}
