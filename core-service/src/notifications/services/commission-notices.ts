// What an organizer is told about a commission (product.md §9), in the caller's transaction:
// - owed: its tournament completed (or the admin's UPI id became available, which starts the clock);
// - confirmed: the admin confirmed the payment.
// The due-in-2-days and overdue reminders are the reminders job's (reminders.ts).
import type { Executor } from '../../db/knex';
import { notify, istTime, type NotifyDeps } from './notify';

export type CommissionSubject = {
  id: string;
  organizer: { id: string; email: string };
  tournamentName: string;
  commissionAmount: string;
  dueDate: Date | null;
};

const LINK = '/organizer/commissions';

/**
 * The commission is owed: with the admin's UPI id, pay by the due date; without one, no deadline runs
 * yet. `startKey` makes a second notice for the same clock start a no-op (dedupe).
 */
export async function notifyCommissionOwed(
  deps: NotifyDeps,
  db: Executor,
  c: CommissionSubject,
  { adminUpi, startKey }: { adminUpi: string | null; startKey: string },
): Promise<boolean> {
  const amount = `₹${c.commissionAmount}`;
  const body =
    adminUpi && c.dueDate
      ? `The platform commission of ${amount} for ${c.tournamentName} is due ${istTime(c.dueDate)}. Pay it to the UPI ID ${adminUpi} and enter the 12-digit UTR in Commissions.`
      : `The platform commission of ${amount} for ${c.tournamentName} is owed. The platform has not set its UPI ID yet, so no deadline runs: you will be told when it can be paid.`;
  return notify(deps, db, {
    user: c.organizer,
    kind: 'commission.owed',
    title: `Commission owed: ${c.tournamentName}`,
    body,
    link: LINK,
    dedupeKey: `commission.owed:${c.id}:${startKey}`,
  });
}

/** The admin confirmed the commission's payment with this transaction id. */
export async function notifyCommissionConfirmed(
  deps: NotifyDeps,
  db: Executor,
  c: CommissionSubject,
  transactionId: string,
): Promise<boolean> {
  return notify(deps, db, {
    user: c.organizer,
    kind: 'commission.confirmed',
    title: `Commission payment confirmed: ${c.tournamentName}`,
    body: `The admin confirmed your payment of ₹${c.commissionAmount} for ${c.tournamentName} (UTR ${transactionId}).`,
    link: LINK,
  });
}
