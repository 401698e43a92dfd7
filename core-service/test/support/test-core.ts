// A real core-service in-process (for BFF integration tests and the core Pact provider) on a fresh,
// migrated in-memory PGlite, with a settable clock. Other workspaces import it from
// `@chess-portal/core-service/testing` (test/support/index.ts).
//   const core = await createTestCore({ now: '2026-01-10T10:00:00Z', seedDemo: true });
//   await request(core.app.callback()).get('/health');   ...   await core.close();
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import { createLogger } from '@chess-portal/service-kit';
import { seedDemo, type DemoIds } from '../../seeds/demo';
import { createApp } from '../../src/app';
import { createServices } from '../../src/create-services';
import { SettableClock } from '../../src/shared/clock';
import type { AppConfig } from '../../src/config/env';
import type { Lichess } from '../../src/lichess/client';
import type { Db } from '../../src/db/knex';
import type { OutboxRunResult } from '../../src/outbox';
import { createTestDatabase } from './test-database';

export type TestCoreOptions = {
  now?: Date | string;
  /** default: a random token (read it back from `config.serviceToken`) */
  serviceToken?: string;
  seedDemo?: boolean;
  /** PostgreSQL to run on (a schema of its own, as the test files do with DATABASE_URL); default PGlite in process */
  databaseUrl?: string;
  /** core's Lichess client, e.g. pointed at a sandbox (routes that need Lichess answer 503 without it) */
  lichess?: Lichess;
};

export type TestCore = {
  app: Koa;
  db: Db;
  clock: SettableClock;
  config: AppConfig;
  demo?: DemoIds;
  /** one run of core's outbox worker (what the job outbox.deliver does every 5 s): sends the due e-mails */
  runOutbox(): Promise<OutboxRunResult>;
  close(): Promise<void>;
};

export async function createTestCore(options: TestCoreOptions = {}): Promise<TestCore> {
  const { db, close } = await createTestDatabase(options.databaseUrl);
  const clock = new SettableClock(options.now ?? new Date());
  const config: AppConfig = { serviceToken: options.serviceToken ?? `test-${randomBytes(16).toString('hex')}` };
  let demo: DemoIds | undefined;
  try {
    demo = options.seedDemo ? await seedDemo(db, clock) : undefined;
  } catch (err) {
    await close(); // a failed seed leaves no open database behind
    throw err;
  }
  const logger = createLogger('core-service-test');
  const services = createServices({ db, clock, config, logger, lichess: options.lichess });
  await services.readModel.versions.start(); // the read model listens as in src/index.ts
  const app = createApp({ db, clock, config, logger, lichess: options.lichess, services });
  const stopThenClose = async () => {
    await services.readModel.versions.stop();
    await close();
  };
  return { app, db, clock, config, demo, runOutbox: () => services.outbox.run(), close: stopThenClose };
}
