// The jobs core runs on its own. Add a job here: a JobDefinition whose run() is idempotent.
import { createServices, type Services } from '../create-services';
import type { Lichess } from '../lichess/client';
import { JobScheduler, type JobDefinition, type SchedulerDeps } from './scheduler';

export { JobScheduler, type JobContext, type JobDefinition, type JobRunResult } from './scheduler';

export const OVERDUE_COMMISSIONS_JOB = 'commissions.overdue';
/** Pushed tournaments that finished on Lichess: fetch their results and complete them. */
export const LICHESS_RESULTS_JOB = 'tournaments.lichess-results';

/** The jobs run core's use cases (createServices); src/index.ts passes the app's own `services`. */
export type CoreJobDeps = { services?: Services; lichess?: Lichess };

export function coreJobs(services: Services): JobDefinition[] {
  return [
    { name: OVERDUE_COMMISSIONS_JOB, intervalMs: 60_000, run: () => services.commissions.markOverdue() },
    { name: LICHESS_RESULTS_JOB, intervalMs: 60_000, run: () => services.lichess.fetchFinishedResults() },
  ];
}

/**
 * A scheduler with every core job registered (not started). Without `services` they are built here
 * from the scheduler's db, clock and logger (no configuration: the jobs use none of it).
 */
export function createJobScheduler(deps: SchedulerDeps & CoreJobDeps): JobScheduler {
  const { db, clock, logger, lichess } = deps;
  const services = deps.services ?? createServices({ db, clock, logger, lichess, config: { serviceToken: '' } });
  const scheduler = new JobScheduler(deps);
  for (const job of coreJobs(services)) scheduler.register(job);
  return scheduler;
}
