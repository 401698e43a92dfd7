// product.md §9: a commission not paid within its due date (5 days after completion) becomes overdue
// and its organizer is deactivated automatically (sessions ended; the next sign-in says why).
// Idempotent statements in one transaction: `status = 'pending'` in the UPDATE's WHERE means a
// second run (or a second core instance at the same moment) finds nothing left to change.
// While the admin's UPI id (ADMIN_UPI) is unset there is nowhere to pay, so the rule does not apply:
// nothing becomes overdue and nobody is deactivated. When it is set, startCommissionClock gives every
// pending commission at least COMMISSION_DUE_DAYS from that moment.
import { AuditLogEntry, OrganizerCommission, Tournament, User } from '../../db/models';
import { enqueueJob } from '../../outbox';
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

/** The outbox job that tells each organizer whose commission got a new due date (payload: ClockStarted). */
export const COMMISSION_CLOCK_JOB = 'commissions.clock-started';
export type ClockStarted = { at: string; upi: string; dueDate: string };
/** Notices written per run of that job: a large platform's are spread over runs, each one bounded. */
const NOTICES_PER_RUN = 200;

/**
 * The admin UPI id became available (set while it was unset), on `trx` at `at`: every pending
 * commission is due no sooner than COMMISSION_DUE_DAYS from now (a later due date stays), its
 * tournament's commissionDueDate follows, each change is audited, in a fixed number of statements
 * whatever the number of commissions; the organizers are told where and by when to pay by an outbox
 * job (COMMISSION_CLOCK_JOB), after the setting has committed. Returns how many commissions moved.
 */
export async function startCommissionClock(
  deps: Pick<NotifyDeps, 'clock'> & { nudgeOutbox?: () => void },
  trx: Executor,
  { at, upi }: { at: Date; upi: string },
): Promise<number> {
  const earliest = new Date(at.getTime() + COMMISSION_DUE_DAYS * DAY_MS);
  const before = (await OrganizerCommission.query(trx)
    .select('id', 'tournamentId', 'dueDate')
    .where('status', 'pending')
    .where((w) => w.whereNull('dueDate').orWhere('dueDate', '<', earliest))
    .forUpdate()) as Pick<OrganizerCommission, 'id' | 'tournamentId' | 'dueDate'>[];
  if (before.length === 0) return 0;
  const ids = before.map((c) => c.id);
  await OrganizerCommission.query(trx).patch({ dueDate: earliest }).whereIn('id', ids);
  await Tournament.query(trx)
    .patch({ commissionDueDate: earliest })
    .whereIn(
      'id',
      before.map((c) => c.tournamentId),
    );
  await AuditLogEntry.query(trx).insert(
    before.map((c) => ({
      actorId: null,
      action: 'commission.due_date_moved',
      entityType: 'commission',
      entityId: c.id,
      before: { dueDate: c.dueDate?.toISOString() ?? null },
      after: { dueDate: earliest.toISOString(), reason: 'admin_upi_set' },
      createdAt: at,
    })),
  );
  const payload: ClockStarted = { at: at.toISOString(), upi, dueDate: earliest.toISOString() };
  await enqueueJob(trx, deps.clock, { kind: COMMISSION_CLOCK_JOB, key: `commission-clock:${payload.at}`, payload });
  const nudge = deps.nudgeOutbox;
  if (nudge && 'executionPromise' in trx) trx.executionPromise.then(nudge, () => undefined);
  return before.length;
}

/**
 * The job's handler: tells each organizer of a commission moved to `dueDate` (still pending), walking
 * them by id NOTICES_PER_RUN at a time; each notice has a dedupe key, so a retry after a crash repeats
 * nobody.
 */
export function commissionClockHandler(deps: NotifyDeps & Pick<ServiceDeps, 'db'>) {
  return async (started: ClockStarted): Promise<void> => {
    const startKey = `upi:${started.at}`;
    const dueDate = new Date(started.dueDate);
    let after: string | undefined;
    for (;;) {
      const batch = await OrganizerCommission.query(deps.db)
        .where('status', 'pending')
        .where('dueDate', dueDate)
        .modify((q) => (after ? q.where('id', '>', after) : q))
        .withGraphFetched('[organizer, tournament(nameOnly)]')
        .modifiers({ nameOnly: (q) => q.select('id', 'name') })
        .orderBy('id')
        .limit(NOTICES_PER_RUN);
      for (const c of batch) {
        if (!c.organizer) continue;
        const subject = {
          id: c.id,
          organizer: c.organizer,
          tournamentName: c.tournament?.name ?? 'your tournament',
          commissionAmount: c.commissionAmount,
          dueDate,
        };
        await deps.db.transaction((trx) =>
          notifyCommissionOwed(deps, trx, subject, { adminUpi: started.upi, startKey }),
        );
      }
      if (batch.length < NOTICES_PER_RUN) return;
      after = batch[batch.length - 1]!.id;
    }
  };
}
