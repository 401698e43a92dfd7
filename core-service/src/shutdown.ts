// core's part of a graceful shutdown, around service-kit's listen(): as the drain starts (readiness
// 503) the scheduler stops starting runs and the running job goes on; once the server has closed
// (in-flight requests done), the job's run is awaited for what is left of the budget, then the
// database closes.
import type { Logger } from '@chess-portal/service-kit';
import type { Db } from './db/knex';
import type { JobScheduler } from './jobs/scheduler';

export type CoreShutdownDeps = {
  jobs: Pick<JobScheduler, 'stop'>;
  db: Pick<Db, 'destroy'>;
  budgetMs: number;
  logger?: Logger;
};

export function coreShutdown({ jobs, db, budgetMs, logger }: CoreShutdownDeps) {
  let jobsStopped: Promise<void> | undefined;
  let deadline = 0;
  return {
    onDrain(): void {
      deadline = Date.now() + budgetMs;
      jobsStopped = jobs.stop();
    },
    async onClose(): Promise<void> {
      const stopped = jobsStopped ?? jobs.stop();
      const left = Math.max(0, (deadline || Date.now() + budgetMs) - Date.now());
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
      const finished = await Promise.race([stopped.then(() => 'done' as const), late]);
      clearTimeout(timer);
      if (finished === 'late')
        logger?.warn({ budgetMs }, 'shutdown budget spent: a job run is still going; closing the database');
      else logger?.info('jobs stopped');
      await db.destroy();
      logger?.info('database closed');
    },
  };
}
