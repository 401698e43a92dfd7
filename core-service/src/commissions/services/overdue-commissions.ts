// product.md §1/§9: a commission not paid within its due date (5 days after completion) becomes overdue
// and its organizer is deactivated automatically (sessions ended; the next sign-in says why).
// Idempotent statements in one transaction: `status = 'pending'` in the UPDATE's WHERE means a
// second run (or a second core instance at the same moment) finds nothing left to change.
import { OrganizerCommission, User } from '../../db/models';
import { deactivateUser } from '../../accounts/services/account-status';
import { recordAudit } from '../../audit/services/audit-service';
import type { ServiceDeps } from '../../service-deps';

export type OverdueRun = { overdueCommissions: number; deactivatedOrganizers: number };

export async function markOverdueCommissions({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>): Promise<OverdueRun> {
  const at = clock.now();
  return db.transaction(async (trx) => {
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
    return { overdueCommissions: overdue.length, deactivatedOrganizers: deactivated };
  });
}
