// The jobs core runs on its own. Add a job here: a JobDefinition whose run() is idempotent.
import { createServices, type Services } from '../create-services';
import type { Lichess } from '../lichess/client';
import { JobScheduler, type JobDefinition, type SchedulerDeps } from './scheduler';

export { JobScheduler, type JobContext, type JobDefinition, type JobRunResult } from './scheduler';

export const OVERDUE_COMMISSIONS_JOB = 'commissions.overdue';
/** Pushed tournaments that finished on Lichess: fetch their results and complete them. */
export const LICHESS_RESULTS_JOB = 'tournaments.lichess-results';
/** Pushes left marked "pushing" (a lost answer, a crash): found on Lichess and recorded, or unmarked. */
export const LICHESS_PUSH_RECONCILE_JOB = 'tournaments.lichess-push-reconcile';
/** Idempotency keys whose day is over. */
export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';
/** Rate-limit counters whose window has ended (they count as zero; this keeps the table small). */
export const RATE_LIMITS_PURGE_JOB = 'limits.purge';
/** The durable outbox's worker (src/outbox): e-mails and Lichess allow-list edits, with retries and back-off. */
export const OUTBOX_JOB = 'outbox.deliver';
/** Reminders told once each: tournament start (T−30 min), commission due in 2 days, overdue. */
export const REMINDERS_JOB = 'notifications.reminders';
/** Retention: delivered outbox jobs older than OUTBOX_RETENTION_DAYS, a batch a run. */
export const OUTBOX_PURGE_JOB = 'outbox.purge';
/** Retention: notifications read more than NOTIFICATION_RETENTION_DAYS ago, a batch a run. */
export const NOTIFICATIONS_PURGE_JOB = 'notifications.purge';

/** The jobs run core's use cases (createServices); src/index.ts passes the app's own `services`. */
export type CoreJobDeps = { services?: Services; lichess?: Lichess };

export function coreJobs(services: Services): JobDefinition[] {
  return [
    { name: OVERDUE_COMMISSIONS_JOB, intervalMs: 60_000, run: () => services.commissions.markOverdue() },
    { name: LICHESS_RESULTS_JOB, intervalMs: 60_000, run: () => services.lichess.fetchFinishedResults() },
    { name: LICHESS_PUSH_RECONCILE_JOB, intervalMs: 60_000, run: () => services.lichess.reconcilePushes() },
    { name: IDEMPOTENCY_PURGE_JOB, intervalMs: 60 * 60_000, run: () => services.idempotency.purgeExpired() },
    { name: RATE_LIMITS_PURGE_JOB, intervalMs: 10 * 60_000, run: () => services.limits.purgeEnded() },
    { name: OUTBOX_JOB, intervalMs: 5_000, run: () => services.outbox.run() },
    { name: REMINDERS_JOB, intervalMs: 60_000, run: () => services.notifications.sendReminders() },
    { name: OUTBOX_PURGE_JOB, intervalMs: 10 * 60_000, run: () => services.outbox.purgeDelivered() },
    { name: NOTIFICATIONS_PURGE_JOB, intervalMs: 10 * 60_000, run: () => services.notifications.purgeRead() },
  ];
}

/**
 * A scheduler with every core job registered (not started). Without `services` they are built here
 * from the scheduler's db, clock and logger, with the default configuration (e.g. retention).
 */
export function createJobScheduler(deps: SchedulerDeps & CoreJobDeps): JobScheduler {
  const { db, clock, logger, lichess } = deps;
  const services = deps.services ?? createServices({ db, clock, logger, lichess, config: { serviceToken: '' } });
  const scheduler = new JobScheduler(deps);
  for (const job of coreJobs(services)) scheduler.register(job);
  return scheduler;
}
