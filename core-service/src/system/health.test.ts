// core's health that tells the truth: /livez, /readyz (the database answers `select 1`; 503 while
// draining, or when the database does not answer), /health as /readyz's alias; a drain that answers
// 503 while an in-flight request still completes; /metrics; the trace id in core's log lines.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createDrain, createHttpServer, createLogger, drainServer, metricValue } from '@chess-portal/service-kit';
import request from 'supertest';
import { createApp } from '../app';
import { createDb } from '../db/knex';
import { SettableClock } from '../shared/clock';
import { SERVICE_TOKEN, START } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';

const config = { serviceToken: SERVICE_TOKEN };
const t = useTestDatabase();

describe('core health', () => {
  it('answers /livez, /readyz and /health without the service token while the database answers', async () => {
    const app = createApp({ db: t.db, clock: new SettableClock(START), config });
    expect((await request(app.callback()).get('/livez')).body).toEqual({ status: 'ok' });
    for (const path of ['/readyz', '/health']) {
      const res = await request(app.callback()).get(path);
      expect([path, res.status, res.body]).toEqual([path, 200, { status: 'ready', checks: { database: 'ok' } }]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while the process is still starting (waiting for the database, migrating)', async () => {
    let started = false;
    const app = createApp({ db: t.db, clock: new SettableClock(START), config, started: () => started });
    const starting = await request(app.callback()).get('/readyz');
    expect([starting.status, starting.body.checks]).toEqual([503, { database: 'ok', startup: 'down' }]);
    started = true;
    expect((await request(app.callback()).get('/readyz')).status).toBe(200);
  });

  it('is alive but not ready when the database does not answer', async () => {
    const unreachable = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', logger: createLogger('test') });
    try {
      const app = createApp({ db: unreachable, clock: new SettableClock(START), config });
      expect((await request(app.callback()).get('/livez')).status).toBe(200);
      const res = await request(app.callback()).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: 'Not ready: database did not answer', checks: { database: 'down' } });
    } finally {
      await unreachable.destroy();
    }
  });

  it('drains: readiness 503 at once, an in-flight request still completes, then the server closes', async () => {
    const drain = createDrain();
    const app = createApp({ db: t.db, clock: new SettableClock(START), config, drain });
    const server = createHttpServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // hold the tournaments table so GET /tournaments stays in flight
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = t.db.transaction(async (trx) => {
      await trx.raw('lock table tournaments in access exclusive mode');
      locked();
      await held;
    });
    await isLocked;
    const inFlight = fetch(`${url}/tournaments`, { headers: { Authorization: `Bearer ${SERVICE_TOKEN}` } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const drained = drainServer(server, { drain, budgetMs: 5000, delayMs: 400 });
    const readiness = await fetch(`${url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ message: 'Not ready: shutting down', status: 'draining' });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    release();
    await lock;
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    await drained;
    await expect(fetch(`${url}/livez`)).rejects.toThrow();
  });

  it('serves /metrics without the service token, with request counts by route template', async () => {
    const app = createApp({ db: t.db, clock: new SettableClock(START), config });
    const labels = { method: 'GET', route: '/tournaments', status: '200' };
    const before = await metricValue('csa_http_requests_total', labels);
    await request(app.callback()).get('/tournaments').set('Authorization', `Bearer ${SERVICE_TOKEN}`);
    expect(await metricValue('csa_http_requests_total', labels)).toBe(before + 1);
    const res = await request(app.callback()).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('csa_http_requests_total{method="GET",route="/tournaments",status="200"}');
    expect(res.text).toContain('csa_db_pool_connections');
  });

  it('writes the caller’s trace id and request id in its log lines', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'debug';
    const logger = createLogger('core-service', sink);
    process.env.LOG_LEVEL = saved;
    const app = createApp({ db: t.db, clock: new SettableClock(START), config, logger });
    const traceId = 'a1'.repeat(16);
    const res = await request(app.callback())
      .post('/auth/login')
      .set('Authorization', `Bearer ${SERVICE_TOKEN}`)
      .set('traceparent', `00-${traceId}-${'b2'.repeat(8)}-01`)
      .set('X-Request-Id', 'req-core-1')
      .send({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(res.headers['x-request-id']).toBe('req-core-1');
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect([line.trace_id, line.request_id]).toEqual([traceId, 'req-core-1']);
  });
});
