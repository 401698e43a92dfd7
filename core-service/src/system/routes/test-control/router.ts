// Test control for the browser journeys, mounted only when CORE_TEST_CONTROL=true (never in
// production): move core's clock, so join windows, unlock windows and commission deadlines can be
// reached without waiting. Behind the service token like every other core route.
import Router from '@koa/router';
import { badRequest, notFound } from '@chess-portal/service-kit';
import { z } from 'zod';
import type { OffsetClock } from '../../../shared/clock';
import type { JobScheduler } from '../../../jobs/scheduler';
import { mailFault } from '../../../mail/mailer';
import type { Executor } from '../../../db/knex';
import { OutboxJob } from '../../../db/models/outbox-job';

const setClockBody = z.object({ now: z.iso.datetime({ offset: true }) });
const mailFaultBody = z.object({ failing: z.boolean(), message: z.string().min(1).max(200).optional() });

/**
 * Moving the clock back carries the open outbox jobs written or leased on the later clock back with it
 * (by the same amount, so a retry's backoff stays as long): a job stamped on a clock 30 days ahead
 * would otherwise head its key for 30 days and hold every later job with that key (one person's
 * e-mails) behind it. Real clocks do not go back; only this control has to mend it.
 */
async function moveClock(clock: OffsetClock, db: Executor | undefined, move: () => void): Promise<void> {
  const before = clock.now().getTime();
  move();
  const back = before - clock.now().getTime();
  if (!db || back <= 0) return;
  await OutboxJob.query(db)
    .whereNull('doneAt')
    .where('nextAttemptAt', '>', clock.now())
    .patch({ nextAttemptAt: OutboxJob.raw(`next_attempt_at - make_interval(secs => ?)`, [back / 1000]) });
}

export function testControlRouter(clock: OffsetClock, jobs?: JobScheduler, db?: Executor): Router {
  const router = new Router({ prefix: '/_test' });
  router.get('/clock', (ctx) => {
    ctx.body = { now: clock.now().toISOString() };
  });
  router.put('/clock', async (ctx) => {
    const parsed = setClockBody.safeParse(ctx.request.body);
    if (!parsed.success) throw badRequest('now must be an ISO-8601 date-time');
    await moveClock(clock, db, () => clock.set(parsed.data.now));
    ctx.body = { now: clock.now().toISOString() };
  });
  router.delete('/clock', async (ctx) => {
    await moveClock(clock, db, () => clock.reset());
    ctx.body = { now: clock.now().toISOString() };
  });
  // Make the e-mail transport fail (as an unreachable SMTP server would) until switched back off.
  router.put('/mail/fault', (ctx) => {
    const parsed = mailFaultBody.safeParse(ctx.request.body);
    if (!parsed.success) throw badRequest('failing must be true or false');
    mailFault.message = parsed.data.failing ? (parsed.data.message ?? 'SMTP server unreachable (test fault)') : null;
    ctx.body = { failing: mailFault.message !== null, message: mailFault.message };
  });
  // The scheduled jobs' names (what `npm run demo-clock -- run <job>` can run).
  router.get('/jobs', (ctx) => {
    ctx.body = { jobs: jobs?.names() ?? [] };
  });
  // Run a scheduled job now (on the moved clock), e.g. POST /_test/jobs/commissions.overdue/run.
  router.post('/jobs/:name/run', async (ctx) => {
    if (!jobs?.has(ctx.params.name)) throw notFound(`Unknown job: ${ctx.params.name}`);
    ctx.body = await jobs.runNow(ctx.params.name);
  });
  return router;
}
