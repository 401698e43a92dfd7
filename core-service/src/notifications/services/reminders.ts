// The scheduled reminders (job notifications.reminders, every minute), each told once (dedupe keys):
// - every approved player, 30 minutes before the start (or at once when approved later, saying the real
//   time left), with the Lichess link;
// - the organizer, for a commission due within 2 days (only while the admin UPI id is set: without it
//   no deadline runs, product.md §9), and for an overdue one.
import type { ServiceDeps } from '../../service-deps';
import { GLOBAL_SETTING_KEYS } from '@chess-portal/contracts';
import { GlobalSetting, OrganizerCommission, Registration, Tournament } from '../../db/models';
import { notify, istTime } from './notify';

export const REMINDER_BEFORE_START_MS = 30 * 60_000;
export const COMMISSION_DUE_NOTICE_MS = 2 * 86_400_000;

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

  const starting = await Tournament.query(db)
    .where('startTime', '>', now)
    .where('startTime', '<=', new Date(now.getTime() + REMINDER_BEFORE_START_MS))
    .whereNotIn('status', ['completed', 'cancelled']);
  for (const t of starting) {
    const approved = await Registration.query(db)
      .where({ tournamentId: t.id, paymentStatus: 'approved' })
      .withGraphFetched('player');
    for (const reg of approved) {
      if (!reg.player) continue;
      const player = reg.player;
      const told = await db.transaction((trx) =>
        notify(deps, trx, {
          user: player,
          kind: 'tournament.starting',
          title: `Starting in ${timeLeft(t.startTime!, now)}: ${t.name}`,
          body: t.lichessUrl
            ? `${t.name} starts ${istTime(t.startTime!)}. Join it on Lichess: ${t.lichessUrl}`
            : `${t.name} starts ${istTime(t.startTime!)}. The organizer has not opened it on Lichess yet; the link appears on its page once they do.`,
          link: `/tournaments/${t.id}`,
          dedupeKey: `tournament.starting:${t.id}:${player.id}`,
        }),
      );
      if (told) result.startReminders += 1;
    }
  }

  const upi = await GlobalSetting.query(db).findOne({ key: GLOBAL_SETTING_KEYS.adminUpi });
  const due = upi?.value.trim()
    ? await OrganizerCommission.query(db)
        .where('status', 'pending')
        .where('dueDate', '>', now)
        .where('dueDate', '<=', new Date(now.getTime() + COMMISSION_DUE_NOTICE_MS))
        .withGraphFetched('[organizer, tournament]')
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

  const overdue = await OrganizerCommission.query(db)
    .where('status', 'overdue')
    .withGraphFetched('[organizer, tournament]');
  for (const c of overdue) {
    if (!c.organizer) continue;
    const organizer = c.organizer;
    const told = await db.transaction((trx) =>
      notify(deps, trx, {
        user: organizer,
        kind: 'commission.overdue',
        title: 'Commission overdue',
        body: `The commission of ₹${c.commissionAmount} for ${c.tournament?.name ?? 'your tournament'} is overdue. Your organizer account stays deactivated until it is paid: pay it to the admin UPI ID and contact support.`,
        link: '/organizer/commissions',
        dedupeKey: `commission.overdue:${c.id}`,
      }),
    );
    if (told) result.commissionsOverdue += 1;
  }
  return result;
}
