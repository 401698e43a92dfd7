import { SETUP_BUDGET_MS } from '../../test/support/lifecycle';
import { currentTrace, metricValue } from '@chess-portal/service-kit';
import { SettableClock } from '../shared/clock';
import { createDb, type Db } from '../db/knex';
import { createTestDatabase } from '../../test/support/test-database';
import { lockKey } from './advisory-lock';
import { idle, JobScheduler, type JobDefinition } from './scheduler';

const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

async function waitUntil(check: () => boolean, budgetMs = 5_000): Promise<void> {
  for (const end = Date.now() + budgetMs; !check();) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A second handle on the same database, as another core instance would have (PGlite: the one owner). */
function secondInstance(db: Db): Db {
  const url = process.env.DATABASE_URL;
  if (!url) return db;
  const searchPath = (db.client as { config: { searchPath?: string[] } }).config.searchPath?.[0];
  return createDb({ databaseUrl: url, searchPath });
}

describe('JobScheduler', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const clock = new SettableClock('2026-03-01T00:00:00Z');
  const lockNamespace = `test-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    await database.db.raw('select 1');
  }, SETUP_BUDGET_MS);
  afterAll(() => database.close());
  const scheduler = (db = database.db) => new JobScheduler({ db, clock, lockNamespace });

  it('refuses bad names, duplicates and non-positive intervals', () => {
    const jobs = scheduler();
    const job: JobDefinition = { name: 'a.job', intervalMs: 10, run: async () => 1 };
    jobs.register(job);
    expect(() => jobs.register(job)).toThrow('already registered');
    expect(() => jobs.register({ ...job, name: 'Bad Name' })).toThrow('invalid job name');
    expect(() => jobs.register({ ...job, name: 'zero', intervalMs: 0 })).toThrow('positive interval');
    expect(jobs.names()).toEqual(['a.job']);
    expect(jobs.has('a.job')).toBe(true);
  });

  it('runs a job now with the database and the clock, and rejects unknown jobs', async () => {
    const jobs = scheduler();
    jobs.register({
      name: 'now',
      intervalMs: 1000,
      run: async (ctx) => ({
        at: ctx.clock.now().toISOString(),
        one: (await ctx.db.raw('select 1 as one')).rows[0].one,
      }),
    });
    await expect(jobs.runNow('now')).resolves.toEqual({
      name: 'now',
      ran: true,
      result: { at: '2026-03-01T00:00:00.000Z', one: 1 },
    });
    await expect(jobs.runNow('missing')).rejects.toThrow('unknown job: missing');
  });

  it('shares one run when asked again while it runs', async () => {
    const gate = deferred();
    let runs = 0;
    const jobs = scheduler();
    jobs.register({
      name: 'slow',
      intervalMs: 1000,
      run: async () => {
        runs += 1;
        await gate.promise;
        return runs;
      },
    });
    const first = jobs.runNow('slow');
    const second = jobs.runNow('slow');
    gate.release();
    expect(await Promise.all([first, second])).toEqual([
      { name: 'slow', ran: true, result: 1 },
      { name: 'slow', ran: true, result: 1 },
    ]);
  });

  it('runs a nudged job soon once started: at once, or once more after the run in progress, asks folded', async () => {
    let gate = deferred();
    let runs = 0;
    const jobs = scheduler();
    jobs.register({
      name: 'nudged',
      intervalMs: 3_600_000,
      run: async () => {
        runs += 1;
        await gate.promise;
        return runs;
      },
    });
    jobs.nudge('nudged'); // not started: nothing
    jobs.nudge('unknown');
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(0);
    jobs.start();
    try {
      jobs.nudge('nudged');
      await waitUntil(() => runs === 1);
      // asked three times while it runs: one more run afterwards, not three
      jobs.nudge('nudged');
      jobs.nudge('nudged');
      jobs.nudge('nudged');
      const first = gate;
      gate = deferred();
      first.release();
      await waitUntil(() => runs === 2);
      gate.release();
      await new Promise((r) => setTimeout(r, 100));
      expect(runs).toBe(2);
    } finally {
      gate.release();
      await jobs.stop();
    }
  });

  it('skips a run while another instance holds the job lock, then runs again once it is free', async () => {
    const other = secondInstance(database.db);
    try {
      const gate = deferred();
      let active = 0;
      let maxActive = 0;
      const job = (): JobDefinition => ({
        name: 'exclusive',
        intervalMs: 1000,
        run: async () => {
          active += 1;
          maxActive = Math.max(maxActive, active);
          await gate.promise;
          active -= 1;
          return 'done';
        },
      });
      const [a, b] = [scheduler().register(job()), scheduler(other).register(job())];
      const first = a.runNow('exclusive');
      await new Promise((r) => setTimeout(r, 50));
      await expect(b.runNow('exclusive')).resolves.toEqual({ name: 'exclusive', ran: false });
      gate.release();
      await expect(first).resolves.toEqual({ name: 'exclusive', ran: true, result: 'done' });
      await expect(b.runNow('exclusive')).resolves.toEqual({ name: 'exclusive', ran: true, result: 'done' });
      expect(maxActive).toBe(1);
    } finally {
      if (other !== database.db) await other.destroy();
    }
  });

  it('runs each job on its interval after start, keeps going after a failure, and stops', async () => {
    const runs: string[] = [];
    const errors: unknown[] = [];
    const logger = { info: () => {}, debug: () => {}, error: (obj: unknown) => errors.push(obj) } as never;
    const jobs = new JobScheduler({ db: database.db, clock, lockNamespace, logger });
    jobs.register({
      name: 'tick',
      intervalMs: 20,
      run: async () => {
        runs.push('tick');
        if (runs.length === 1) throw new Error('boom');
      },
    });
    jobs.start();
    await new Promise((r) => setTimeout(r, 200));
    await jobs.stop();
    const count = runs.length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(errors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(runs.length).toBe(count);
  });

  it('counts runs by job and outcome, and runs each in a trace of its own', async () => {
    const jobs = scheduler();
    let traceId: string | undefined;
    jobs.register({ name: 'counted', intervalMs: 1000, run: async () => void (traceId = currentTrace()?.traceId) });
    jobs.register({
      name: 'failing',
      intervalMs: 1000,
      run: async () => {
        throw new Error('boom');
      },
    });
    const ok = await metricValue('csa_job_runs_total', { job: 'counted', outcome: 'ok' });
    const failed = await metricValue('csa_job_runs_total', { job: 'failing', outcome: 'failed' });
    await jobs.runNow('counted');
    await expect(jobs.runNow('failing')).rejects.toThrow('boom');
    expect(await metricValue('csa_job_runs_total', { job: 'counted', outcome: 'ok' })).toBe(ok + 1);
    expect(await metricValue('csa_job_runs_total', { job: 'failing', outcome: 'failed' })).toBe(failed + 1);
    expect(await metricValue('csa_job_duration_seconds_count', { job: 'counted' })).toBeGreaterThanOrEqual(1);
    expect(await metricValue('csa_job_running', {})).toBe(0);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('derives the same lock key for a name everywhere', () => {
    expect(lockKey('csa:job:commissions.overdue')).toBe(lockKey('csa:job:commissions.overdue'));
    expect(lockKey('a')).not.toBe(lockKey('b'));
    expect(Number.isInteger(lockKey('x'))).toBe(true);
  });

  it('tells a run that found nothing to do from one that did something (logged at debug, not info)', () => {
    expect([0, { claimed: 0, done: 0, failed: 0 }, { recorded: 0, ids: [] }, []].map(idle)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([3, { claimed: 1, done: 1, failed: 0 }, { ids: ['a'] }, undefined, 'done', {}].map(idle)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
