// Start core-service: parse the environment, listen on CORE_PORT (/livez answers; /readyz 503 until
// started), wait for the database (back-off, DATABASE_WAIT_SECONDS), migrate (unless
// MIGRATE_ON_START=false), seed demo data on an empty database when SEED_DEMO=true, start the jobs.
// SIGINT/SIGTERM drain: /readyz 503, no new job runs, stop accepting, in-flight requests and the
// running job finish within core's budget, then the database closes (shutdown.ts).
import { mkdirSync } from 'node:fs';
import {
  collectProcessMetrics,
  createDrain,
  createLogger,
  listen,
  SHUTDOWN_BUDGETS_MS,
} from '@chess-portal/service-kit';
import { isDatabaseEmpty, seedDemo } from '../seeds/demo';
import { createApp } from './app';
import { createServices } from './create-services';
import { OffsetClock, systemClock } from './shared/clock';
import { loadEnv } from './config/env';
import { createDb, pingDb } from './db/knex';
import { migrateLatest } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { coreShutdown } from './shutdown';
import { createJobScheduler, OUTBOX_JOB, type JobScheduler } from './jobs';
import { createLichess, lichessOptionsFromEnv } from './lichess/client';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger('core-service');
  collectProcessMetrics('core-service');
  if (!env.databaseUrl && env.pgliteDir) mkdirSync(env.pgliteDir, { recursive: true });
  const db = createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir, logger });
  const testClock = env.testControl ? new OffsetClock() : undefined;
  if (testClock) logger.warn('CORE_TEST_CONTROL is on: /_test routes can move the clock');
  const clock = testClock ?? systemClock;
  const lichess = createLichess({ ...lichessOptionsFromEnv(env), logger });
  // a commit that wrote an outbox job (an allow-list edit) asks the worker to run at once, not in 5 s
  const scheduler: { jobs?: JobScheduler } = {};
  const nudgeOutbox = () => scheduler.jobs?.nudge(OUTBOX_JOB);
  const services = createServices({ db, clock, config: env, logger, lichess, nudgeOutbox });
  const jobs = createJobScheduler({ db, clock, logger, services });
  scheduler.jobs = jobs;
  const drain = createDrain();
  const started = { done: false };
  const app = createApp({
    db,
    clock,
    config: env,
    logger,
    lichess,
    services,
    testControl: testClock,
    jobs,
    drain,
    started: () => started.done,
  });
  const budgetMs = SHUTDOWN_BUDGETS_MS.core;
  const { onDrain, onClose } = coreShutdown({ jobs, db, viewVersions: services.readModel.versions, budgetMs, logger });
  // listening at once: /livez answers, /readyz says 503 until the database answered and migrations ran
  const { port, host } = env;
  // the BFFs' feeds never end by themselves: they close as the drain starts (the BFFs end their streams and reconnect elsewhere)
  const drainStreams = () => {
    services.events.stop();
    onDrain();
  };
  listen(app, {
    port,
    host,
    name: 'core-service',
    logger,
    drain,
    shutdownBudgetMs: budgetMs,
    onDrain: drainStreams,
    onClose,
  });

  await waitForDatabase(() => pingDb(db), { totalMs: env.databaseWaitMs, logger });
  const ran = env.migrateOnStart ? await migrateLatest(db) : [];
  if (!env.migrateOnStart) logger.info('MIGRATE_ON_START=false: migrations are left to the release Job');
  logger.info(
    {
      migrations: ran.length,
      database: env.databaseUrl ? 'postgres' : env.pgliteDir ? 'pglite (file)' : 'pglite (memory)',
    },
    'database ready',
  );
  if (process.env.SEED_DEMO === 'true' && !env.seedDemo) logger.warn('SEED_DEMO is ignored in production');
  if (env.seedDemo && (await isDatabaseEmpty(db))) {
    await seedDemo(db, systemClock);
    logger.info('demo data seeded');
  }
  // the read model listens for its views' versions (LISTEN/NOTIFY); until then it reads the version rows
  await services.readModel.versions.start();
  if (drain.draining) return; // a shutdown came while starting
  // the browser journeys run jobs only when they ask (/_test/jobs): a tick at a moved clock would act on
  // other journeys' data
  if (env.jobsEnabled) jobs.start();
  else logger.info('JOBS_ENABLED=false: scheduled jobs run only on request');
  started.done = true;
}

main().catch((err) => {
  console.error('core-service failed to start:', err);
  process.exit(1);
});
