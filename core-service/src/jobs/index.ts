// The jobs core runs on its own. Add a job here: a JobDefinition whose run() is idempotent.
import type { Lichess } from '../lichess/client';
import { markOverdueCommissions } from '../commissions/services/overdue-commissions';
import { fetchFinishedResults } from '../lichess/services/results-service';
import { JobScheduler, type JobDefinition, type SchedulerDeps } from './scheduler';

export { JobScheduler, type JobContext, type JobDefinition, type JobRunResult } from './scheduler';

export const OVERDUE_COMMISSIONS_JOB = 'commissions.overdue';
/** Pushed tournaments that finished on Lichess: fetch their results and complete them. */
export const LICHESS_RESULTS_JOB = 'tournaments.lichess-results';

export type CoreJobDeps = { lichess?: Lichess };

export function coreJobs({ lichess }: CoreJobDeps = {}): JobDefinition[] {
  return [
    { name: OVERDUE_COMMISSIONS_JOB, intervalMs: 60_000, run: ({ db, clock }) => markOverdueCommissions(db, clock) },
    { name: LICHESS_RESULTS_JOB, intervalMs: 60_000, run: ({ db, clock, logger }) => fetchFinishedResults({ db, clock, logger, lichess }) },
  ];
}

/** A scheduler with every core job registered (not started). */
export function createJobScheduler(deps: SchedulerDeps & CoreJobDeps): JobScheduler {
  const scheduler = new JobScheduler(deps);
  for (const job of coreJobs(deps)) scheduler.register(job);
  return scheduler;
}
