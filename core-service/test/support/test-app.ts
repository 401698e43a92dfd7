// Per test file: a fresh migrated database (PostgreSQL schema when DATABASE_URL is set, otherwise
// in-memory PGlite from the template), a settable clock and createApp() driven through supertest.
import { createLogger } from '@chess-portal/service-kit';
import type Koa from 'koa';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createServices } from '../../src/create-services';
import { SettableClock } from '../../src/shared/clock';
import type { Db } from '../../src/db/knex';
import type { AppConfig } from '../../src/config/env';
import type { OutboxRunResult } from '../../src/outbox';
import { startTestLichess, type TestLichess } from './test-lichess';
import { useSetup, type Open } from './lifecycle';
import { createTestDatabase } from './test-database';

export const SERVICE_TOKEN = 'test-service-token-0123456789';
export const START = new Date('2026-03-01T06:30:00.000Z');

export type TestContext = {
  db: Db;
  clock: SettableClock;
  /** the configuration the services read on use: a test may set e.g. `smtpUrl` (and unset it after) */
  config: AppConfig;
  app: Koa;
  /** supertest with the service token already set */
  get(path: string, actingUserId?: string): request.Test;
  put(path: string, body: object, actingUserId?: string): request.Test;
  post(path: string, body: object | string, actingUserId?: string): request.Test;
  del(path: string): request.Test;
  raw(): ReturnType<typeof request>;
  /** one run of the outbox worker (the job outbox.deliver): e-mails and Lichess allow-list edits */
  runOutbox(): Promise<OutboxRunResult>;
  /** after a write made straight to the database: resolves once the read model has seen it (as a request's fence) */
  readModelSeen(): Promise<void>;
  /** with `useTestApp({ lichess: true })`: the sandbox core's Lichess client talks to */
  lichess: TestLichess;
};

type Ready = Omit<TestContext, 'lichess'> & { lichess?: TestLichess };

async function setUpTestApp(open: Open, options: { lichess?: boolean }): Promise<Ready> {
  const database = open(await createTestDatabase(process.env.DATABASE_URL), (d) => d.close());
  const sandbox = options.lichess ? open(await startTestLichess(), (l) => l.close()) : undefined;
  const clock = new SettableClock(START);
  const config: AppConfig = { serviceToken: SERVICE_TOKEN };
  const logger = createLogger('test');
  const services = createServices({ db: database.db, clock, config, logger, lichess: sandbox?.lichess });
  // the read model listens as in src/index.ts (closed before the database)
  await open(services.readModel.versions, (v) => v.stop()).start();
  const app = createApp({ db: database.db, clock, config, logger, lichess: sandbox?.lichess, services });
  const server = () => request(app.callback());
  const auth = (t: request.Test, actingUserId?: string) => {
    t.set('Authorization', `Bearer ${SERVICE_TOKEN}`);
    return actingUserId ? t.set('X-Acting-User-Id', actingUserId) : t;
  };
  return {
    db: database.db,
    clock,
    config,
    app,
    lichess: sandbox,
    raw: server,
    get: (path, actingUserId) => auth(server().get(path), actingUserId),
    put: (path, body, actingUserId) => auth(server().put(path), actingUserId).send(body),
    post: (path, body, actingUserId) => auth(server().post(path), actingUserId).send(body),
    del: (path) => auth(server().delete(path)),
    runOutbox: () => services.outbox.run(),
    readModelSeen: () => services.readModel.versions.fence(),
  };
}

const KEYS = [
  'db',
  'clock',
  'config',
  'app',
  'get',
  'put',
  'post',
  'del',
  'raw',
  'runOutbox',
  'readModelSeen',
  'lichess',
] as const satisfies readonly (keyof TestContext)[];

/**
 * Registers beforeAll/afterAll (useSetup: explicit budget, everything closed even after a failed
 * setup); the returned object reads from the set-up app, so inside tests and later hooks it is ready.
 * Used before setup finished, or after it failed, it throws an error naming the setup's own cause.
 */
export function useTestApp(options: { lichess?: boolean } = {}): TestContext {
  const ready = useSetup('useTestApp', (open) => setUpTestApp(open, options));
  const ctx = {} as TestContext;
  for (const key of KEYS) Object.defineProperty(ctx, key, { enumerable: true, get: () => ready()[key] });
  return ctx;
}
