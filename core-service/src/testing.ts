// Entry for tests of other workspaces (BFF integration tests, e2e): a real core-service in-process
// on a fresh, migrated in-memory PGlite, with a settable clock.
//   const core = await createTestCore({ now: '2026-01-10T10:00:00Z', seedDemo: true });
//   await request(core.app.callback()).get('/health');   ...   await core.close();
import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import { createLogger } from '@chess-portal/service-kit';
import { seedDemo, type DemoIds } from '../seeds/demo';
import { createApp } from './app';
import { SettableClock } from './clock';
import type { AppConfig } from './config/env';
import type { Lichess } from './lichess';
import { createDb, type Db } from './db/knex';
import { migrateLatest } from './db/migrate';
import { loadMigratedPglite } from './db/pglite-template';

export { SettableClock } from './clock';
export { seedDemo, demoLogins, type DemoIds } from '../seeds/demo';

export type TestCoreOptions = {
  now?: Date | string;
  /** default: a random token (read it back from `config.serviceToken`) */
  serviceToken?: string;
  seedDemo?: boolean;
  /** core's Lichess client, e.g. pointed at a sandbox (routes that need Lichess answer 503 without it) */
  lichess?: Lichess;
};

export type TestCore = {
  app: Koa;
  db: Db;
  clock: SettableClock;
  config: AppConfig;
  demo?: DemoIds;
  close(): Promise<void>;
};

export type TestDatabase = { db: Db; close(): Promise<void> };

/**
 * A fresh, migrated database: a schema of its own on `databaseUrl` (dropped on close), or an
 * in-memory PGlite loaded from the migrated template.
 */
export async function createTestDatabase(databaseUrl?: string): Promise<TestDatabase> {
  if (!databaseUrl) {
    const db = createDb({ pglite: await loadMigratedPglite() });
    return { db, close: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ databaseUrl });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  const db = createDb({ databaseUrl, searchPath: schema });
  await migrateLatest(db);
  return {
    db,
    close: async () => {
      await db.raw('drop schema ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

export async function createTestCore(options: TestCoreOptions = {}): Promise<TestCore> {
  const { db, close } = await createTestDatabase();
  const clock = new SettableClock(options.now ?? new Date());
  const config: AppConfig = { serviceToken: options.serviceToken ?? `test-${randomBytes(16).toString('hex')}` };
  const demo = options.seedDemo ? await seedDemo(db, clock) : undefined;
  const app = createApp({ db, clock, config, logger: createLogger('core-service-test'), lichess: options.lichess });
  return { app, db, clock, config, demo, close };
}
