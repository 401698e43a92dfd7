// Platform rules that run on their own (commission deadlines, results fetching): named jobs, each
// run on an interval. Safe with several core instances on one database: a run holds a PostgreSQL
// advisory lock named after the job (another instance's run at the same moment is skipped), and
// jobs are written as idempotent statements anyway. Runs of one job never overlap in a process.
//   const jobs = new JobScheduler({ db, clock, logger });
//   jobs.register({ name: 'commissions.overdue', intervalMs: 60_000, run: ({ db, clock }) => ... });
//   jobs.start();  ...  await jobs.stop();
import { currentTrace, runInTrace, traceFrom, type Logger } from '@chess-portal/service-kit';
import type { Clock } from '../shared/clock';
import type { Db } from '../db/knex';
import { withAdvisoryLock } from './advisory-lock';
import { jobDuration, jobRuns, jobsRunning } from './metrics';

export type JobContext = { db: Db; clock: Clock; logger?: Logger };

export type JobDefinition = {
  /** `<area>.<what>`, e.g. `commissions.overdue`; also the path segment of POST /_test/jobs/{name}/run */
  name: string;
  intervalMs: number;
  /** What it returns is logged and answered by the test-control route (keep it small). */
  run(ctx: JobContext): Promise<unknown>;
};

/** `ran` is false when the run was skipped (another run held the lock). */
export type JobRunResult = { name: string; ran: boolean; result?: unknown };

export type SchedulerDeps = JobContext & {
  /** Prefix of the advisory-lock names (tests on a shared database pass their own). */
  lockNamespace?: string;
};

/** A job's result that says it did nothing: 0, or an object whose counts are all 0 (or empty lists). */
export function idle(result: unknown): boolean {
  if (typeof result === 'number') return result === 0;
  if (Array.isArray(result)) return result.length === 0;
  if (!result || typeof result !== 'object') return false;
  const values = Object.values(result);
  return values.length > 0 && values.every((v) => (typeof v === 'number' ? v === 0 : Array.isArray(v) && !v.length));
}

export class JobScheduler {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<JobRunResult>>();
  private started = false;
  private readonly nudged = new Set<string>();

  constructor(private readonly deps: SchedulerDeps) {}

  register(job: JobDefinition): this {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(job.name)) throw new Error(`invalid job name: ${job.name}`);
    if (this.jobs.has(job.name)) throw new Error(`job already registered: ${job.name}`);
    if (!(job.intervalMs > 0)) throw new Error(`job ${job.name} needs a positive interval`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
    return this;
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  has(name: string): boolean {
    return this.jobs.has(name);
  }

  /** Runs a job now (once); a run already in progress in this process is awaited instead. */
  runNow(name: string): Promise<JobRunResult> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`unknown job: ${name}`));
    const inFlight = this.running.get(name);
    if (inFlight) return inFlight;
    const run = this.execute(job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /**
   * Asks for a run soon, without waiting for it (e.g. the outbox after a commit wrote a job): once the
   * scheduler is started, a run starts now, or right after the one in progress (which may have missed
   * the new work); asks made meanwhile fold into that one. Before start() (tests, journeys) it does nothing.
   */
  nudge(name: string): void {
    if (!this.started || !this.jobs.has(name)) return;
    const inFlight = this.running.get(name);
    if (!inFlight) {
      this.runNow(name).catch((err) => this.deps.logger?.error({ err, job: name }, 'job failed'));
      return;
    }
    if (this.nudged.has(name)) return;
    this.nudged.add(name);
    void inFlight
      .catch(() => undefined)
      .then(() => {
        this.nudged.delete(name);
        this.nudge(name);
      });
  }

  /** Starts every job's timer (first run after one interval). */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  /** Stops the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private schedule(job: JobDefinition): void {
    const timer = setTimeout(() => {
      this.runNow(job.name)
        .catch((err) => this.deps.logger?.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          if (this.started) this.schedule(job);
        });
    }, job.intervalMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** A timer's run is a trace of its own (a run asked for by a request stays in the request's trace). */
  private async execute(job: JobDefinition): Promise<JobRunResult> {
    const stop = jobDuration.startTimer({ job: job.name });
    jobsRunning.inc({ job: job.name });
    let outcome = 'failed';
    try {
      const attempt = () => this.attempt(job);
      const result = await (currentTrace() ? attempt() : runInTrace(traceFrom({}), attempt));
      outcome = result.ran ? 'ok' : 'skipped';
      return result;
    } finally {
      jobsRunning.dec({ job: job.name });
      stop({ outcome });
      jobRuns.inc({ job: job.name, outcome });
    }
  }

  private async attempt(job: JobDefinition): Promise<JobRunResult> {
    const { db, clock, logger, lockNamespace = 'csa' } = this.deps;
    const outcome = await withAdvisoryLock(db, `${lockNamespace}:job:${job.name}`, () =>
      job.run({ db, clock, logger }),
    );
    if (!outcome.acquired) {
      logger?.debug({ job: job.name }, 'job skipped: another instance is running it');
      return { name: job.name, ran: false };
    }
    // a run that found nothing to do (every count 0) is not news: the outbox alone runs every 5 s
    const level = idle(outcome.value) ? 'debug' : 'info';
    logger?.[level]({ job: job.name, result: outcome.value }, 'job ran');
    return { name: job.name, ran: true, result: outcome.value };
  }
}
