// product.md §9: a commission not paid within its due date (5 days after completion) becomes overdue
// and its organizer is deactivated automatically (sessions ended; the next sign-in says why).
// Idempotent statements in one transaction: `status = 'pending'` in the UPDATE's WHERE means a
// second run (or a second core instance at the same moment) finds nothing left to change.
// While the admin's UPI id (ADMIN_UPI) is unset there is nowhere to pay, so the rule does not apply:
// nothing becomes overdue and nobody is deactivated. When it is set, startCommissionClock gives every
// pending commission at least COMMISSION_DUE_DAYS from that moment.
import { OrganizerCommission, Tournament, User } from '../../db/models';
import type { Executor } from '../../db/knex';
import { deactivateUser } from '../../accounts/services/account-status';
import { recordAudit } from '../../audit/services/audit-service';
import { notifyCommissionOwed } from '../../notifications/services/commission-notices';
import type { NotifyDeps } from '../../notifications/services/notify';
import type { ServiceDeps } from '../../service-deps';
import { adminUpi, COMMISSION_DUE_DAYS } from './tournament-commission';

export type OverdueRun = {
  overdueCommissions: number;
  deactivatedOrganizers: number;
  /** true when the run did nothing because the admin UPI id is unset */
  waitingForAdminUpi: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function markOverdueCommissions({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>): Promise<OverdueRun> {
  const at = clock.now();
  return db.transaction(async (trx) => {
    if (!(await adminUpi(trx))) return { overdueCommissions: 0, deactivatedOrganizers: 0, waitingForAdminUpi: true };
    const overdue = (await OrganizerCommission.query(trx)
      .patch({ status: 'overdue' })
      .where('status', 'pending')
      .whereNotNull('dueDate')
      .where('dueDate', '<', at)
      .returning(['id', 'organizerId'])) as unknown as Pick<OrganizerCommission, 'id' | 'organizerId'>[];
    for (const row of overdue) {
      await recordAudit(trx, {
        actorId: null,
        action: 'commission.overdue',
        entityType: 'commission',
        entityId: row.id,
        before: { status: 'pending' },
        after: { status: 'overdue' },
        at,
      });
    }
    // Every active non-admin with an overdue commission (also ones overdue before this run).
    const owing = await User.query(trx)
      .where('isActive', true)
      .whereNot('role', 'admin')
      .whereIn('id', OrganizerCommission.query(trx).select('organizerId').where('status', 'overdue'));
    let deactivated = 0;
    for (const user of owing) {
      if (await deactivateUser(trx, user, 'unpaid_commission', { actorId: null, at })) deactivated += 1;
    }
    return { overdueCommissions: overdue.length, deactivatedOrganizers: deactivated, waitingForAdminUpi: false };
  });
}

/**
 * The admin UPI id became available (set while it was unset), on `trx` at `at`: every pending
 * commission is due no sooner than COMMISSION_DUE_DAYS from now (a later due date stays), its
 * tournament's commissionDueDate follows, each change is audited, and each organizer is told where
 * and by when to pay. Returns how many commissions got a new due date.
 */
export async function startCommissionClock(
  deps: NotifyDeps,
  trx: Executor,
  { at, upi }: { at: Date; upi: string },
): Promise<number> {
  const earliest = new Date(at.getTime() + COMMISSION_DUE_DAYS * DAY_MS);
  const moved = await OrganizerCommission.query(trx)
    .where('status', 'pending')
    .where((w) => w.whereNull('dueDate').orWhere('dueDate', '<', earliest))
    .withGraphFetched('[organizer, tournament]')
    .forUpdate();
  for (const c of moved) {
    await OrganizerCommission.query(trx).patch({ dueDate: earliest }).findById(c.id);
    await Tournament.query(trx).patch({ commissionDueDate: earliest }).findById(c.tournamentId);
    await recordAudit(trx, {
      actorId: null,
      action: 'commission.due_date_moved',
      entityType: 'commission',
      entityId: c.id,
      before: { dueDate: c.dueDate?.toISOString() ?? null },
      after: { dueDate: earliest.toISOString(), reason: 'admin_upi_set' },
      at,
    });
    if (c.organizer)
      await notifyCommissionOwed(
        deps,
        trx,
        {
          id: c.id,
          organizer: c.organizer,
          tournamentName: c.tournament?.name ?? 'your tournament',
          commissionAmount: c.commissionAmount,
          dueDate: earliest,
        },
        { adminUpi: upi, startKey: `upi:${at.toISOString()}` },
      );
  }
  return moved.length;
}
