// The security plumbing every BFF gets from createBffApp, through HTTP: CSRF and content-type guard,
// compressed bodies, security headers, no-store API answers, path parameters, client address, health.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Router from '@koa/router';
import supertest from 'supertest';
import { createCoreClient } from '../core/core-client';
import { createDrain } from '../health/health';
import { requireUser, userOf } from '../session/current-user';
import type { BffContextExtras, BffState } from '../session/types';
import { fakeUser, startFakeCore, type FakeCore } from '../testing/fake-core';
import request, { PORTAL_ORIGIN } from '../testing/same-origin-request';
import { createBffApp, type BffAppOptions } from './create-bff-app';

const player = fakeUser();
const TOURNAMENT = '3b0f2a6e-6c1d-4e7a-9f2b-5d4c3b2a1f00';

let core: FakeCore;
let dist: string;
beforeAll(async () => {
  core = await startFakeCore();
  core.users.set(player.id, { ...player });
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script defer src="main.js"></script>');
  writeFileSync(path.join(dist, 'main.0123abcd45.js'), 'console.log("remote")');
  mkdirSync(path.join(dist, 'nested'));
});
afterAll(() => core.close());

const logouts: string[] = [];

function testRouter() {
  const router = new Router<BffState, BffContextExtras>();
  const coreClient = createCoreClient({ baseUrl: core.url, serviceToken: core.token });
  router.post('/api/auth/login', async (ctx) => {
    const user = await coreClient.verifyCredentials(ctx.request.body as { email: string; password: string });
    ctx.session!.userId = user.id;
    ctx.body = user;
  });
  router.post('/api/auth/logout', (ctx) => {
    logouts.push(JSON.stringify(ctx.request.body));
    ctx.status = 204;
  });
  router.get('/api/auth/me', requireUser(), (ctx) => {
    ctx.body = userOf(ctx);
  });
  router.get('/api/tournaments/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  // any documented path will do to show the client's address
  router.get('/api/time', (ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  return router;
}

function app(extra: Partial<BffAppOptions> = {}) {
  return createBffApp({
    name: 'bff-player',
    role: 'player',
    core: createCoreClient({ baseUrl: core.url, serviceToken: core.token }),
    sessionKeys: ['test-session-key-0123456789'],
    distDir: dist,
    routers: [testRouter()],
    ...extra,
  }).callback();
}

beforeEach(() => logouts.splice(0));

describe('CSRF: unsafe requests only from the portal', () => {
  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a look-alike port', { Origin: 'http://localhost:8081' }],
    ['no Origin and a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin and a same-site (not same-origin) fetch', { 'Sec-Fetch-Site': 'same-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('refuses a POST from %s with 403 { message }', async (_, headers) => {
    const res = await supertest(app()).post('/api/auth/logout').set(headers).type('json').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(logouts).toHaveLength(0);
  });

  it.each(['put', 'patch', 'delete'] as const)('guards %s too', async (method) => {
    const res = await supertest(app())
      [method]('/api/auth/logout')
      .set('Origin', 'https://evil.example')
      .type('json')
      .send({});
    expect(res.status).toBe(403);
  });

  it.each([
    ['the portal origin', { Origin: PORTAL_ORIGIN }],
    ['its loopback alias (development)', { Origin: 'http://127.0.0.1:8080' }],
    ['no Origin but Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no Origin but Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
  ])('accepts a POST from %s', async (_, headers) => {
    const res = await supertest(app()).post('/api/auth/logout').set(headers).type('json').send({});
    expect(res.status).toBe(204);
    expect(logouts).toEqual(['{}']);
  });

  it('accepts the configured trusted origins, and in production no loopback alias', async () => {
    const prod = app({
      security: { publicUrl: 'https://arena.example', trustedOrigins: ['https://staging.example'], production: true },
    });
    const from = (origin: string) =>
      supertest(prod).post('/api/auth/logout').set('Origin', origin).type('json').send({});
    expect((await from('https://arena.example')).status).toBe(204);
    expect((await from('https://staging.example')).status).toBe(204);
    expect((await from('http://arena.example')).status).toBe(403);
    expect((await from('http://localhost:8080')).status).toBe(403);
  });

  it('leaves GET alone (the Lichess OAuth callback is a top-level GET from another site)', async () => {
    const res = await supertest(app())
      .get('/api/time')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('unsafe requests must be JSON', () => {
  it.each([
    ['text/plain', '{"email":"player@example.com","password":"player123"}'],
    ['application/x-www-form-urlencoded', 'email=player%40example.com&password=player123'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s with 415 { message }', async (type, body) => {
    const res = await supertest(app())
      .post('/api/auth/login')
      .set('Origin', PORTAL_ORIGIN)
      .set('Content-Type', type)
      .send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Request bodies must be JSON (Content-Type: application/json)' });
  });

  it('refuses a bodiless POST without a content type, and reads an empty JSON one as {}', async () => {
    const bare = await supertest(app()).post('/api/auth/logout').set('Origin', PORTAL_ORIGIN);
    expect(bare.status).toBe(415);
    const empty = await supertest(app())
      .post('/api/auth/logout')
      .set('Origin', PORTAL_ORIGIN)
      .set('Content-Type', 'application/json');
    expect(empty.status).toBe(204);
    expect(logouts).toEqual(['{}']);
  });
});

describe('compressed request bodies', () => {
  it.each(['gzip', 'deflate', 'br', 'x-unknown'])(
    'answer Content-Encoding: %s that is not really compressed with 415, no 500',
    async (encoding) => {
      const res = await request(app()).post('/api/auth/logout').set('Content-Encoding', encoding).send('{}');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'Compressed request bodies are not supported' });
      expect(logouts).toHaveLength(0);
    },
  );

  it('refuses even a well-formed gzip body (the browser never compresses requests)', async () => {
    const res = await request(app()).post('/api/auth/logout').set('Content-Encoding', 'gzip').send(gzipSync('{}'));
    expect(res.status).toBe(415);
  });
});

describe('security headers', () => {
  const csp = (res: { headers: Record<string, string> }) => res.headers['content-security-policy'];

  it.each(['/api/time', '/api/nothing-here', '/mfe/player/', '/livez'])(
    '%s: nosniff, DENY framing, a strict CSP',
    async (url) => {
      const res = await request(app()).get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp(res)).toContain("frame-ancestors 'none'");
      expect(csp(res)).toContain("script-src 'self';script-src-attr 'none';");
      expect(csp(res)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it("a remote's script: nosniff and CORP, without the headers only documents read", async () => {
    const res = await request(app()).get('/mfe/player/main.0123abcd45.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(csp(res)).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the remote index.html with frame-ancestors none', async () => {
    const res = await request(app()).get('/mfe/player/index.html').expect(200);
    expect(csp(res)).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('marks API answers no-store, errors and refusals included, unless a route set its own caching', async () => {
    const signedIn = await request(app())
      .post('/api/auth/login')
      .send({ email: player.email, password: player.password });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookies = signedIn.headers['set-cookie'] as unknown as string[];
    expect((await request(app()).get('/api/auth/me').set('Cookie', cookies)).headers['cache-control']).toBe('no-store');
    expect((await request(app()).get('/api/auth/me')).headers['cache-control']).toBe('no-store');
    expect((await supertest(app()).post('/api/auth/logout')).headers['cache-control']).toBe('no-store');
    expect((await request(app()).get('/mfe/player/main.0123abcd45.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('path parameters are checked against the OpenAPI document', () => {
  it.each(['%2e', '%2e%2e', '.', 'not-a-uuid', '%2F', `${TOURNAMENT}%2F..`, '%E0%A4%A'])(
    'GET /api/tournaments/%s → 400',
    async (id) => {
      const res = await request(app()).get(`/api/tournaments/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid path parameter/);
    },
  );

  it('passes a well-formed id on to the route', async () => {
    expect((await request(app()).get(`/api/tournaments/${TOURNAMENT}`)).body).toEqual({ id: TOURNAMENT });
  });
});

describe('client address', () => {
  const ipOf = async (server: ReturnType<typeof app>, xff?: string) => {
    const req = supertest(server).get('/api/time');
    return ((await (xff ? req.set('X-Forwarded-For', xff) : req)).body as { ip: string }).ip;
  };

  it('takes the right-most hop that is not a trusted proxy (the edge on loopback by default)', async () => {
    expect(await ipOf(app(), '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf(app(), '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const ip = await ipOf(app({ security: { trustedProxies: [] } }), '203.0.113.9');
    expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});

describe('health', () => {
  it('/livez answers without checks; /readyz and /health run them', async () => {
    let coreUp = true;
    const checks = {
      core: async () => {
        if (!coreUp) throw new Error('down');
      },
    };
    const server = app({ health: { checks } });
    expect((await request(server).get('/livez')).body).toEqual({ status: 'ok' });
    expect((await request(server).get('/readyz')).body).toEqual({ status: 'ready', checks: { core: 'ok' } });
    coreUp = false;
    const down = await request(server).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ message: 'Not ready: core did not answer', checks: { core: 'down' } });
    expect((await request(server).get('/health')).status).toBe(503);
    expect((await request(server).get('/livez')).status).toBe(200);
  });

  it('gives up on a check after the timeout', async () => {
    const hang = () => new Promise(() => undefined);
    const res = await request(app({ health: { checks: { core: hang }, timeoutMs: 200 } })).get('/readyz');
    expect(res.status).toBe(503);
    // the configured 200 ms, not the 2 s default: a check that would answer after 1.5 s is cut short
    // (its timer and the timeout's fire in that order however busy the machine; a duration would not hold)
    const slow = () => new Promise((resolve) => setTimeout(resolve, 1500));
    const cut = await request(app({ health: { checks: { core: slow }, timeoutMs: 200 } })).get('/readyz');
    expect(cut.status).toBe(503);
  });

  it('answers 503 "not ready" once a shutdown drain started', async () => {
    const drain = createDrain();
    const server = app({ health: { drain } });
    expect((await request(server).get('/readyz')).status).toBe(200);
    drain.start();
    const res = await request(server).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: 'Not ready: shutting down' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await request(server).get('/livez')).status).toBe(200);
  });
});
