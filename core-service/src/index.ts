// Start core-service: parse the environment, migrate (unless MIGRATE_ON_START=false), seed demo data
// on an empty database when SEED_DEMO=true, listen on CORE_PORT, shut down gracefully on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import { createLogger, listen } from '@chess-portal/service-kit';
import { isDatabaseEmpty, seedDemo } from '../seeds/demo';
import { createApp } from './app';
import { createServices } from './create-services';
import { OffsetClock, systemClock } from './shared/clock';
import { loadEnv } from './config/env';
import { createDb } from './db/knex';
import { migrateLatest } from './db/migrate';
import { createJobScheduler } from './jobs';
import { createLichess, lichessOptionsFromEnv } from './lichess/client';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger('core-service');
  if (!env.databaseUrl && env.pgliteDir) mkdirSync(env.pgliteDir, { recursive: true });
  const db = createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  const ran = env.migrateOnStart ? await migrateLatest(db) : [];
  if (!env.migrateOnStart) logger.info('MIGRATE_ON_START=false: migrations are left to the release Job');
  logger.info({ migrations: ran.length, database: env.databaseUrl ? 'postgres' : env.pgliteDir ? 'pglite (file)' : 'pglite (memory)' }, 'database ready');
  if (process.env.SEED_DEMO === 'true' && !env.seedDemo) logger.warn('SEED_DEMO is ignored in production');
  if (env.seedDemo && (await isDatabaseEmpty(db))) {
    await seedDemo(db, systemClock);
    logger.info('demo data seeded');
  }
  const testClock = env.testControl ? new OffsetClock() : undefined;
  if (testClock) logger.warn('CORE_TEST_CONTROL is on: /_test routes can move the clock');
  const clock = testClock ?? systemClock;
  const lichess = createLichess({ ...lichessOptionsFromEnv(env), logger });
  const services = createServices({ db, clock, config: env, logger, lichess });
  const jobs = createJobScheduler({ db, clock, logger, services });
  const app = createApp({ db, clock, config: env, logger, lichess, services, testControl: testClock, jobs });
  jobs.start();
  const onClose = async () => {
    await jobs.stop();
    await db.destroy();
  };
  listen(app, { port: env.port, host: env.host, name: 'core-service', logger, onClose });
}

main().catch((err) => {
  console.error('core-service failed to start:', err);
  process.exit(1);
});
