// The scheduler's metrics: runs by job and outcome (ok, failed, skipped: another instance held the
// lock), their duration, and the runs in progress.
import { counter, gauge, histogram } from '@chess-portal/service-kit';

export const jobRuns = counter('csa_job_runs_total', 'Scheduled job runs by job and outcome (ok, failed, skipped)', [
  'job',
  'outcome',
]);
export const jobDuration = histogram(
  'csa_job_duration_seconds',
  'Time a job run took, by job and outcome',
  ['job', 'outcome'],
  [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
);
export const jobsRunning = gauge('csa_job_running', 'Job runs in progress in this process', ['job']);
