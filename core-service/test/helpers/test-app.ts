// Per test file: a fresh migrated database (PostgreSQL schema when DATABASE_URL is set, otherwise
// in-memory PGlite from the template), a settable clock and createApp() driven through supertest.
import { createLogger } from '@chess-portal/service-kit';
import type Koa from 'koa';
import request from 'supertest';
import { createApp } from '../../src/app';
import { SettableClock } from '../../src/clock';
import type { Db } from '../../src/db/knex';
import { startTestLichess, type TestLichess } from '../../src/lichess/test-sandbox';
import { createTestDatabase } from '../../src/testing';

export const SERVICE_TOKEN = 'test-service-token-0123456789';
export const START = new Date('2026-03-01T06:30:00.000Z');

export type TestContext = {
  db: Db;
  clock: SettableClock;
  app: Koa;
  /** supertest with the service token already set */
  get(path: string, actingUserId?: string): request.Test;
  put(path: string, body: object, actingUserId?: string): request.Test;
  post(path: string, body: object | string, actingUserId?: string): request.Test;
  del(path: string): request.Test;
  raw(): ReturnType<typeof request>;
  /** with `useTestApp({ lichess: true })`: the sandbox core's Lichess client talks to */
  lichess: TestLichess;
};

/** Registers beforeAll/afterAll; the returned object is filled in before the first test runs. */
export function useTestApp(options: { lichess?: boolean } = {}): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    close = database.close;
    if (options.lichess) {
      ctx.lichess = await startTestLichess();
      const closeDb = close;
      close = async () => (await ctx.lichess.close(), await closeDb());
    }
    ctx.db = database.db;
    ctx.clock = new SettableClock(START);
    const lichess = ctx.lichess?.lichess;
    ctx.app = createApp({ db: ctx.db, clock: ctx.clock, config: { serviceToken: SERVICE_TOKEN }, logger: createLogger('test'), lichess });
    const server = () => request(ctx.app.callback());
    const auth = (t: request.Test, actingUserId?: string) => {
      t.set('Authorization', `Bearer ${SERVICE_TOKEN}`);
      return actingUserId ? t.set('X-Acting-User-Id', actingUserId) : t;
    };
    ctx.raw = server;
    ctx.get = (path, actingUserId) => auth(server().get(path), actingUserId);
    ctx.put = (path, body, actingUserId) => auth(server().put(path), actingUserId).send(body);
    ctx.post = (path, body, actingUserId) => auth(server().post(path), actingUserId).send(body);
    ctx.del = (path) => auth(server().delete(path));
  });
  afterAll(async () => {
    await close?.();
  });
  return ctx;
}
