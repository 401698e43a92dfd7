// A database that cannot be reached answers 503 with Retry-After (CONVENTIONS.md § Errors), never a
// 500 or the driver's message; a wrong query is still the error it was.
import { createLogger } from '@chess-portal/service-kit';
import { wrapError } from 'db-errors';
import { KnexTimeoutError } from 'knex';
import request from 'supertest';
import { createTestDatabase } from '../../test/support/test-database';
import { createApp } from '../app';
import { createDb } from '../db/knex';
import { SettableClock } from './clock';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable, mapError } from './errors';

const TOKEN = 'outage-test-token-0123456789';
const appOn = (db: ReturnType<typeof createDb>) =>
  createApp({
    db,
    clock: new SettableClock(new Date('2026-03-01T06:30:00Z')),
    config: { serviceToken: TOKEN },
    logger: createLogger('test'),
  });
const list = (app: ReturnType<typeof appOn>) =>
  request(app.callback()).get('/tournaments').set('Authorization', `Bearer ${TOKEN}`);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

function expectUnavailable(res: request.Response) {
  expect([res.status, res.body, res.headers['retry-after']]).toEqual([
    503,
    { message: DATABASE_UNAVAILABLE },
    String(DATABASE_RETRY_AFTER_S),
  ]);
}

describe('database outage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['every address refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a full pool', new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['a destroyed pool', new Error('Unable to acquire a connection')],
    ['a closed PGlite, wrapped', wrapError(new Error('select 1 - PGlite is closed'))],
  ])('recognises %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(mapError(err)).toMatchObject({
      status: 503,
      message: DATABASE_UNAVAILABLE,
      retryAfterSeconds: DATABASE_RETRY_AFTER_S,
    });
  });

  it('leaves query errors alone', () => {
    expect(
      isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "users_email_unique"', '23505')),
    ).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('answers 503 with Retry-After once the database of a running core is closed', async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    try {
      const app = appOn(database.db);
      expect((await list(app)).status).toBe(200);
      await database.close();
      expectUnavailable(await list(app));
    } finally {
      await database.close();
    }
  });

  it('answers 503 with Retry-After when PostgreSQL refuses the connection', async () => {
    const db = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expectUnavailable(await list(appOn(db)));
    } finally {
      await db.destroy();
    }
  });
});
