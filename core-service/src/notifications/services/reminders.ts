// The scheduled reminders (job notifications.reminders, every minute), each told once (dedupe keys):
// - every approved player, 30 minutes before the start (or at once when approved later, saying the real
//   time left), with the Lichess link;
// - the organizer, for a commission due within 2 days (only while the admin UPI id is set: without it
//   no deadline runs, product.md §9), and for an overdue one.
// A run reads only what was not told yet, at most REMINDER_BATCH of each kind (docs/performance.md).
import type { ServiceDeps } from '../../service-deps';
import { GLOBAL_SETTING_KEYS } from '@chess-portal/contracts';
import { GlobalSetting, Notification, OrganizerCommission } from '../../db/models';
import { notify, istTime } from './notify';

export const REMINDER_BEFORE_START_MS = 30 * 60_000;
export const COMMISSION_DUE_NOTICE_MS = 2 * 86_400_000;
/** The most reminders of each kind one run tells; the rest are told by the next run, a minute later. */
export const REMINDER_BATCH = 500;

/**
 * The time left until `start`, in whole minutes ('30 minutes', '17 minutes', '1 minute'): a player approved
 * inside the 30 minutes is told late, so the notice says the real time left, never a fixed 30.
 */
export function timeLeft(start: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((start.getTime() - now.getTime()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type ReminderRunResult = { startReminders: number; commissionsDue: number; commissionsOverdue: number };

export async function sendReminders(deps: ServiceDeps): Promise<ReminderRunResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const result: ReminderRunResult = { startReminders: 0, commissionsDue: 0, commissionsOverdue: 0 };

  // only the approved players not told yet (an anti-join on the notifications' dedupe key, whose unique index
  // answers it), at most REMINDER_BATCH a run: a run's work is what changed, not every player of the window
  const starting = (await db('registrations as r')
    .join('tournaments as t', 't.id', 'r.tournamentId')
    .join('users as u', 'u.id', 'r.playerId')
    .where('r.paymentStatus', 'approved')
    .where('t.startTime', '>', now)
    .where('t.startTime', '<=', new Date(now.getTime() + REMINDER_BEFORE_START_MS))
    .whereNotIn('t.status', ['completed', 'cancelled'])
    .whereNotExists(
      db('notifications as told').whereRaw("told.dedupe_key = 'tournament.starting:' || t.id || ':' || u.id"),
    )
    .orderBy('t.startTime')
    .limit(REMINDER_BATCH)
    .select(
      't.id as tournamentId',
      't.name as tournamentName',
      't.startTime as startTime',
      't.lichessUrl as lichessUrl',
      'u.id as playerId',
      'u.email as playerEmail',
    )) as {
    tournamentId: string;
    tournamentName: string;
    startTime: Date;
    lichessUrl: string | null;
    playerId: string;
    playerEmail: string;
  }[];
  for (const r of starting) {
    const startTime = new Date(r.startTime);
    const told = await db.transaction((trx) =>
      notify(deps, trx, {
        user: { id: r.playerId, email: r.playerEmail },
        kind: 'tournament.starting',
        title: `Starting in ${timeLeft(startTime, now)}: ${r.tournamentName}`,
        body: r.lichessUrl
          ? `${r.tournamentName} starts ${istTime(startTime)}. Join it on Lichess: ${r.lichessUrl}`
          : `${r.tournamentName} starts ${istTime(startTime)}. The organizer has not opened it on Lichess yet; the link appears on its page once they do.`,
        link: `/tournaments/${r.tournamentId}`,
        dedupeKey: `tournament.starting:${r.tournamentId}:${r.playerId}`,
      }),
    );
    if (told) result.startReminders += 1;
  }

  const upi = await GlobalSetting.query(db).findOne({ key: GLOBAL_SETTING_KEYS.adminUpi });
  const due = upi?.value.trim()
    ? await OrganizerCommission.query(db)
        .where('status', 'pending')
        .where('dueDate', '>', now)
        .where('dueDate', '<=', new Date(now.getTime() + COMMISSION_DUE_NOTICE_MS))
        .whereNotExists(
          Notification.query(db)
            .alias('told')
            .whereRaw("told.dedupe_key = 'commission.due:' || organizer_commissions.id"),
        )
        .orderBy('dueDate')
        .limit(REMINDER_BATCH)
        .withGraphFetched('[organizer, tournament(nameOnly)]')
        .modifiers({ nameOnly: (q) => q.select('id', 'name') })
    : [];
  for (const c of due) {
    if (!c.organizer) continue;
    const organizer = c.organizer;
    const told = await db.transaction((trx) =>
      notify(deps, trx, {
        user: organizer,
        kind: 'commission.due',
        title: `Commission due ${istTime(c.dueDate!)}`,
        body: `The commission of ₹${c.commissionAmount} for ${c.tournament?.name ?? 'your tournament'} is due ${istTime(c.dueDate!)}. Pay it to the admin UPI ID and enter the transaction ID in Commissions.`,
        link: '/organizer/commissions',
        dedupeKey: `commission.due:${c.id}`,
      }),
    );
    if (told) result.commissionsDue += 1;
  }

  // overdue: told once per commission (overdue_told_at, set with the notice), read through the partial index of
  // the ones not told yet; a purged notice is not told again
  const overdue = await OrganizerCommission.query(db)
    .where('status', 'overdue')
    .whereNull('overdueToldAt')
    .orderBy('id')
    .limit(REMINDER_BATCH)
    .withGraphFetched('[organizer, tournament(nameOnly)]')
    .modifiers({ nameOnly: (q) => q.select('id', 'name') });
  for (const c of overdue) {
    const organizer = c.organizer;
    const told = await db.transaction(async (trx) => {
      await OrganizerCommission.query(trx).patch({ overdueToldAt: now }).where('id', c.id);
      if (!organizer) return false;
      return notify(deps, trx, {
        user: organizer,
        kind: 'commission.overdue',
        title: 'Commission overdue',
        body: `The commission of ₹${c.commissionAmount} for ${c.tournament?.name ?? 'your tournament'} is overdue. Your organizer account stays deactivated until it is paid: pay it to the admin UPI ID and contact support.`,
        link: '/organizer/commissions',
        dedupeKey: `commission.overdue:${c.id}`,
      });
    });
    if (told) result.commissionsOverdue += 1;
  }
  return result;
}
