/** @jest-environment node */
// One request through edge → BFF → core carries one trace: the edge starts it (or continues the
// browser's), the BFF and core log with the same trace id; and the edge never exposes the BFFs' or
// core's /metrics, its own only to a caller on this machine.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Router from '@koa/router';
import {
  createBffApp,
  createCoreClient,
  createLogger,
  httpMetrics,
  metricsRoute,
  serveOnLoopback,
  traceContext,
  unwrap,
  type BffContextExtras,
  type BffState,
  type LoopbackServer,
} from '@chess-portal/service-kit';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

const TOKEN = 'test-service-token-0123456789';

/** A logger whose JSON lines are kept, with the same trace mixin as service-kit's createLogger. */
function capture(name: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const saved = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info'; // createLogger reads it when called
  const logger = createLogger(name, stream);
  process.env.LOG_LEVEL = saved;
  return { lines, logger };
}

const coreLog = capture('core-service');
const bffLog = capture('bff-player');
let core: LoopbackServer;
let bff: LoopbackServer;
let edge: ReturnType<ReturnType<typeof createEdge>['callback']>;
const coreSaw: Record<string, string | undefined>[] = [];

beforeAll(async () => {
  const coreRouter = new Router().get('/tournaments', (ctx) => {
    coreSaw.push({ traceparent: ctx.get('traceparent'), requestId: ctx.get('x-request-id') });
    coreLog.logger.info('core lists tournaments');
    ctx.body = [];
  });
  const coreApp = new Koa().use(traceContext()).use(httpMetrics()).use(metricsRoute()).use(coreRouter.routes());
  core = await serveOnLoopback(coreApp);
  const client = createCoreClient({ baseUrl: core.url, serviceToken: TOKEN });
  const bffRouter = new Router<BffState, BffContextExtras>().get('/api/tournaments', async (ctx) => {
    bffLog.logger.info('bff asks core');
    ctx.body = await unwrap(client.api.GET('/tournaments'));
  });
  const bffApp = createBffApp({
    name: 'bff-player',
    role: 'player',
    core: client,
    sessionKeys: ['test-session-key-0123456789'],
    distDir: mkdtempSync(path.join(os.tmpdir(), 'dist-')),
    routers: [bffRouter],
    logger: bffLog.logger,
  });
  bff = await serveOnLoopback(bffApp);
  const env = edgeEnvSchema.parse({ PLAYER_BFF_URL: bff.url, ORGANIZER_BFF_URL: bff.url, ADMIN_BFF_URL: bff.url });
  edge = createEdge(edgeConfigFrom(env), { logger: pino({ level: 'silent' }), checks: {} }).callback();
});

afterAll(async () => {
  await bff.close();
  await core.close();
});

const traceIdOf = (traceparent: string | undefined) => traceparent?.split('-')[1];

describe('a request through edge → BFF → core', () => {
  it('starts a trace at the edge that the BFF and core log with the same trace id and request id', async () => {
    coreSaw.length = 0;
    const res = await request(edge).get('/api/tournaments');
    expect(res.status).toBe(200);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const traceId = traceIdOf(coreSaw[0]?.traceparent);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(coreSaw[0]?.requestId).toBe(requestId);
    const bffLine = bffLog.lines.find((l) => l.msg === 'bff asks core');
    const coreLine = coreLog.lines.find((l) => l.msg === 'core lists tournaments');
    expect([bffLine?.trace_id, bffLine?.request_id]).toEqual([traceId, requestId]);
    expect([coreLine?.trace_id, coreLine?.request_id]).toEqual([traceId, requestId]);
    // each hop is its own span: core's parent is the BFF's span, not the edge's
    expect(coreSaw[0]?.traceparent?.split('-')[2]).toBe(bffLine?.span_id);
  });

  it('continues a trace the browser started', async () => {
    coreSaw.length = 0;
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    await request(edge).get('/api/tournaments').set('traceparent', `00-${traceId}-b7ad6b7169203331-01`);
    expect(traceIdOf(coreSaw[0]?.traceparent)).toBe(traceId);
  });
});

describe('metrics behind the edge', () => {
  it('does not expose the BFFs’ or core’s /metrics under /api or /mfe', async () => {
    for (const url of ['/api/metrics', '/mfe/player/metrics', '/api/../metrics']) {
      const res = await request(edge).get(url);
      expect([url, res.text]).not.toEqual([url, expect.stringContaining('csa_http_requests_total')]);
    }
    // the BFF itself does serve it (to Prometheus inside the cluster)
    expect((await request(bff.url).get('/metrics')).text).toContain('csa_http_requests_total');
  });

  it('serves the edge’s own /metrics only to a loopback caller that came through no proxy', async () => {
    const local = await request(edge).get('/metrics'); // supertest connects over loopback
    expect(local.status).toBe(200);
    expect(local.text).toMatch(/csa_http_requests_total\{method="GET",route="\/api\/\*",status="200"\}/);
    const proxied = await request(edge).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.text).not.toContain('csa_http_requests_total');
    // a same-host proxy that says whose request it is another way
    for (const [name, value] of [
      ['Forwarded', 'for=203.0.113.9;proto=https'],
      ['X-Real-IP', '203.0.113.9'],
      ['Via', '1.1 nginx'],
    ]) {
      const res = await request(edge).get('/metrics').set(name, value);
      expect([name, res.text.includes('csa_http_requests_total')]).toEqual([name, false]);
    }
  });
});
