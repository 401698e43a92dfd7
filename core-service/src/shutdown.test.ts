// core's shutdown order: the drain stops new job runs at once, the running job finishes (within the
// budget), and only then the database closes.
import type { Logger } from '@chess-portal/service-kit';
import { coreShutdown } from './shutdown';

describe('coreShutdown', () => {
  it('stops scheduling when the drain starts and closes the database after the running job finished', async () => {
    const events: string[] = [];
    let finishJob!: () => void;
    const jobs = {
      stop: () => {
        events.push('scheduler stopped');
        return new Promise<void>((resolve) => (finishJob = resolve)).then(() => void events.push('job finished'));
      },
    };
    const db = { destroy: async () => void events.push('database closed') };
    const shutdown = coreShutdown({ jobs, db, budgetMs: 5000 });
    shutdown.onDrain();
    expect(events).toEqual(['scheduler stopped']);
    const closing = shutdown.onClose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['scheduler stopped']); // the database stays open while the job runs
    finishJob();
    await closing;
    expect(events).toEqual(['scheduler stopped', 'job finished', 'database closed']);
  });

  it('closes the database once the budget is spent, even if a job run hangs', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_: unknown, msg: string) => warnings.push(msg), info: () => undefined };
    let closed = false;
    const shutdown = coreShutdown({
      jobs: { stop: () => new Promise<void>(() => undefined) },
      db: { destroy: async () => void (closed = true) },
      budgetMs: 200,
      logger: logger as unknown as Logger,
    });
    const started = Date.now();
    shutdown.onDrain();
    await shutdown.onClose();
    expect(closed).toBe(true);
    // the job run never ends: onClose returned because the 200 ms budget ran out (5 s: a busy machine)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(warnings).toEqual(['shutdown budget spent: a job run is still going; closing the database']);
  });
});
