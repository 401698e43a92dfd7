// The platform's commission on a tournament's entry fees (product.md §1, §4, §9). While registrations are
// approved, tournaments.commissionDue follows totalCollected at the current GLOBAL_COMMISSION_PERCENT;
// when the tournament completes (closed, or finished on Lichess) the percent of that moment is
// applied, rounded to paise, and its organizer_commissions record is created, due 5 days later, and
// its organizer is told (commission.owed). While the admin UPI id is unset that deadline does not run
// (overdue-commissions.ts): the notice says so, and setting the UPI id starts the clock.
import { COMMISSION_PERCENT_DEFAULT, GLOBAL_SETTING_KEYS } from '@chess-portal/contracts';
import { GlobalSetting, OrganizerCommission, Tournament, User } from '../../db/models';
import { commissionOf, toPaise } from '../../shared/money';
import type { Executor } from '../../db/knex';
import { notifyCommissionOwed } from '../../notifications/services/commission-notices';
import type { NotifyDeps } from '../../notifications/services/notify';

export const COMMISSION_DUE_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function settingValue(db: Executor, key: string): Promise<string | undefined> {
  const row = await GlobalSetting.query(db).findOne({ key });
  return row?.value?.trim() || undefined;
}

/** The commission percentage now (a decimal text such as '12.5'); the default 10 when unset or unreadable. */
export async function commissionPercent(db: Executor): Promise<string> {
  const value = await settingValue(db, GLOBAL_SETTING_KEYS.commissionPercent);
  return value && /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100 ? value : String(COMMISSION_PERCENT_DEFAULT);
}

/** The admin's UPI id organizers pay commissions to (ADMIN_UPI), if set. */
export const adminUpi = async (db: Executor) => (await settingValue(db, GLOBAL_SETTING_KEYS.adminUpi)) ?? null;

/**
 * Completes a tournament on `trx`: status completed, commissionDue fixed at today's percent, and its
 * commission record created when something is owed (once: the record is unique per tournament). A
 * free tournament gets no record, since an unpaid ₹0 would otherwise become overdue. Returns false
 * (and changes nothing) when it was already completed.
 */
export async function completeTournament(
  trx: Executor,
  t: Tournament,
  at: Date,
  extra: Partial<Tournament> = {},
  notice?: NotifyDeps,
): Promise<boolean> {
  const amount = commissionOf(t.totalCollected, await commissionPercent(trx));
  const dueDate = new Date(at.getTime() + COMMISSION_DUE_DAYS * DAY_MS);
  const endTime = t.endTime ?? at;
  const updated = await Tournament.query(trx)
    .patch({ ...extra, status: 'completed', endTime, commissionDue: amount, commissionDueDate: dueDate, updatedAt: at })
    .where({ id: t.id })
    .whereNot('status', 'completed');
  if (!updated) return false;
  if (t.organizerId && toPaise(amount) > 0n) {
    const inserted = (await OrganizerCommission.query(trx)
      .insert({
        tournamentId: t.id,
        organizerId: t.organizerId,
        commissionAmount: amount,
        status: 'pending',
        dueDate,
        createdAt: at,
      })
      .onConflict('tournamentId')
      .ignore()
      .returning('*')) as unknown as OrganizerCommission | OrganizerCommission[];
    const created = Array.isArray(inserted) ? inserted[0] : inserted;
    const organizer = created?.id && notice ? await User.query(trx).findById(t.organizerId) : undefined;
    if (created?.id && notice && organizer)
      await notifyCommissionOwed(
        notice,
        trx,
        { id: created.id, organizer, tournamentName: t.name, commissionAmount: amount, dueDate },
        { adminUpi: await adminUpi(trx), startKey: 'created' },
      );
  }
  Object.assign(t, extra, { status: 'completed', endTime, commissionDue: amount, commissionDueDate: dueDate });
  return true;
}
