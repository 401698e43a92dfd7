// The jobs core runs on its own. Add a job here: a JobDefinition whose run() is idempotent.
import { markOverdueCommissions } from '../services/overdue-commissions';
import { JobScheduler, type JobDefinition, type SchedulerDeps } from './scheduler';

export { JobScheduler, type JobContext, type JobDefinition, type JobRunResult } from './scheduler';

export const OVERDUE_COMMISSIONS_JOB = 'commissions.overdue';

export function coreJobs(): JobDefinition[] {
  return [
    { name: OVERDUE_COMMISSIONS_JOB, intervalMs: 60_000, run: ({ db, clock }) => markOverdueCommissions(db, clock) },
  ];
}

/** A scheduler with every core job registered (not started). */
export function createJobScheduler(deps: SchedulerDeps): JobScheduler {
  const scheduler = new JobScheduler(deps);
  for (const job of coreJobs()) scheduler.register(job);
  return scheduler;
}
