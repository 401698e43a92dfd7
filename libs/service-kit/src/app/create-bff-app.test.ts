import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import request from '../testing/same-origin-request';
import { z } from 'zod';
import { createCoreClient } from '../core/core-client';
import { requireRole, requireUser, userOf } from '../session/current-user';
import type { BffContextExtras, BffState } from '../session/types';
import { fakeUser, startFakeCore, type FakeCore } from '../testing/fake-core';
import { createBffApp } from './create-bff-app';

const player = fakeUser();
const admin = fakeUser({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'admin@example.com',
  password: 'admin123',
  role: 'admin',
  username: 'admin',
});

let core: FakeCore;
let clock = Date.now();
beforeAll(async () => {
  core = await startFakeCore();
});
afterAll(() => core.close());
beforeEach(() => {
  core.users.clear();
  core.users.set(player.id, { ...player });
  core.users.set(admin.id, { ...admin });
  core.sessions.clear();
  core.calls.splice(0);
});

function testRouter() {
  const router = new Router<BffState, BffContextExtras>();
  const coreClient = createCoreClient({ baseUrl: core.url, serviceToken: core.token });
  router.post('/api/auth/login', async (ctx) => {
    const user = await coreClient.verifyCredentials(ctx.request.body as { email: string; password: string });
    ctx.session!.userId = user.id;
    ctx.body = user;
  });
  router.get('/api/auth/me', requireUser(), (ctx) => {
    ctx.body = userOf(ctx);
  });
  // a documented write for a signed-in user
  router.post('/api/auth/logout', requireUser(), (ctx) => {
    ctx.body = { success: true, userId: userOf(ctx).id };
  });
  // any documented path will do for the role guard
  router.get('/api/tournaments', requireRole('admin'), (ctx) => {
    ctx.body = { ok: true };
  });
  return router;
}

function app(forms = {}) {
  return createBffApp({
    forms,
    name: 'bff-player',
    role: 'player',
    core: createCoreClient({ baseUrl: core.url, serviceToken: core.token }),
    sessionKeys: ['test-session-key-0123456789'],
    distDir: mkdtempSync(path.join(os.tmpdir(), 'dist-')),
    routers: [testRouter()],
    userCache: { now: () => clock },
  }).callback();
}

async function signIn(server: ReturnType<typeof app>, email = player.email, password = player.password) {
  const res = await request(server).post('/api/auth/login').send({ email, password });
  expect(res.status).toBe(200);
  return res.headers['set-cookie'] as unknown as string[];
}

describe('createBffApp sessions', () => {
  it('sets a signed HttpOnly SameSite=Lax cookie stored in core, not Secure over http', async () => {
    const cookies = await signIn(app());
    const sid = cookies.find((c) => c.startsWith('csa.sid='))!;
    expect(sid).toMatch(/httponly/i);
    expect(sid).toMatch(/samesite=lax/i);
    expect(sid).not.toMatch(/secure/i);
    expect(cookies.some((c) => c.startsWith('csa.sid.sig='))).toBe(true);
    const key = sid.split(';')[0].split('=')[1];
    expect(core.sessions.get(key)?.data).toEqual({ userId: player.id });
  });

  it('does not let a client-chosen X-Forwarded-Proto mark the cookie Secure', async () => {
    const res = await request(app())
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: player.email, password: player.password });
    expect((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('csa.sid='))).not.toMatch(
      /secure/i,
    );
  });

  it('marks the cookie Secure in production behind an https PUBLIC_URL, over the plain-http hop', async () => {
    const secure = createBffApp({
      name: 'bff-player',
      role: 'player',
      core: createCoreClient({ baseUrl: core.url, serviceToken: core.token }),
      sessionKeys: ['test-session-key-0123456789'],
      distDir: os.tmpdir(),
      routers: [testRouter()],
      security: { publicUrl: 'https://arena.example', production: true },
    }).callback();
    const res = await request(secure)
      .post('/api/auth/login')
      .set('Origin', 'https://arena.example')
      .send({ email: player.email, password: player.password });
    expect(res.status).toBe(200);
    expect((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('csa.sid='))).toMatch(/secure/i);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('resolves the user from the cookie and refuses anonymous requests', async () => {
    const server = app();
    const cookies = await signIn(server);
    expect((await request(server).get('/api/auth/me').set('Cookie', cookies)).body).toMatchObject({ id: player.id });
    const anonymous = await request(server).get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Authentication required' });
  });

  it('ignores a cookie with a forged signature', async () => {
    const server = app();
    const cookies = await signIn(server);
    const forged = cookies.map((c) =>
      c.startsWith('csa.sid.sig=') ? 'csa.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA' : c.split(';')[0],
    );
    expect((await request(server).get('/api/auth/me').set('Cookie', forged)).status).toBe(401);
  });

  it('answers 403 for the wrong role and ignores user ids in headers', async () => {
    const server = app();
    const cookies = await signIn(server);
    const res = await request(server)
      .get('/api/tournaments')
      .set('Cookie', cookies)
      .set('X-User-Id', admin.id)
      .set('X-Acting-User-Id', admin.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to perform this action' });
    const adminCookies = await signIn(server, admin.email, admin.password);
    expect((await request(server).get('/api/tournaments').set('Cookie', adminCookies)).body).toEqual({ ok: true });
  });

  it('asks core "who is this cookie" in one call cached up to a second, then ends the session of a removed user', async () => {
    const server = app();
    const cookies = await signIn(server);
    const sessionCalls = () => core.calls.filter((c) => c.path.startsWith('/sessions/')).length;
    const beforeFirst = sessionCalls();
    await request(server).get('/api/auth/me').set('Cookie', cookies);
    expect(
      core.calls
        .filter((c) => c.path.startsWith('/sessions/'))
        .map((c) => c.path)
        .slice(beforeFirst),
    ).toEqual([expect.stringMatching(/^\/sessions\/[^/]+\/user$/)]);
    expect(core.calls.some((c) => c.path.endsWith('/session-user'))).toBe(false);
    const lookups = () => core.calls.filter((c) => /^\/sessions\/[^/]+\/user$/.test(c.path)).length;
    const before = lookups();
    await request(server).get('/api/auth/me').set('Cookie', cookies);
    expect(lookups()).toBe(before);

    core.users.delete(player.id);
    clock += 1001;
    const res = await request(server).get('/api/auth/me').set('Cookie', cookies);
    expect(res.status).toBe(401);
    expect(lookups()).toBe(before + 1);
    expect(core.sessions.size).toBe(0);
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => /^csa\.sid=;/.test(c))).toBe(true);
  });

  it('never lets a session signed out elsewhere write, even while its answer is kept for reads', async () => {
    const [one, two] = [app(), app()]; // two BFF processes on one core
    const cookies = await signIn(one);
    expect((await request(two).get('/api/auth/me').set('Cookie', cookies)).status).toBe(200); // kept ≤ 1 s
    core.sessions.clear(); // signed out through the other BFF
    // within the second: a read may still be answered from the kept session, a write asks core
    const write = await request(two).post('/api/auth/logout').set('Cookie', cookies).send({});
    expect([write.status, write.body]).toEqual([401, { message: expect.any(String) }]);
    expect((await request(two).get('/api/auth/me').set('Cookie', cookies)).status).toBe(401);
  });

  it('answers 503 when core is down', async () => {
    const down = createBffApp({
      name: 'bff-player',
      role: 'player',
      core: createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 'x' }),
      sessionKeys: ['test-session-key-0123456789'],
      distDir: os.tmpdir(),
      routers: [testRouter()],
    }).callback();
    // the signature cookies/keygrip expect: base64url HMAC-SHA1 of "name=value"
    const sig = createHmac('sha1', 'test-session-key-0123456789').update('csa.sid=some-session-id').digest('base64url');
    const res = await request(down)
      .get('/api/auth/me')
      .set('Cookie', [`csa.sid=some-session-id; csa.sid.sig=${sig}`]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Service temporarily unavailable' });
  });
});

describe('createBffApp plumbing', () => {
  it('answers health without touching core', async () => {
    const res = await request(app()).get('/health');
    expect(res.body).toEqual({ status: 'ready', checks: {} });
    expect((await request(app()).get('/livez')).body).toEqual({ status: 'ok' });
    expect(core.calls).toHaveLength(0);
  });

  it('validates bodies against the OpenAPI document', async () => {
    const res = await request(app()).post('/api/auth/login').send({ email: 'not-an-email', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please enter a valid email address' });
    const missing = await request(app()).post('/api/auth/login').send({ email: 'a@b.co' });
    expect(missing.body).toEqual({ message: 'password is required' });
    const empty = await request(app()).post('/api/auth/login');
    expect(empty.status).toBe(400);
  });

  it('words form rules with the shared zod schema', async () => {
    const forms = {
      'POST /api/auth/login': z.object({
        email: z.string(),
        password: z.string().min(6, 'Password must be at least 6 characters'),
      }),
    };
    const short = await request(app(forms)).post('/api/auth/login').send({ email: 'a@b.co', password: '123' });
    expect(short.body).toEqual({ message: 'Password must be at least 6 characters' });
    const missing = await request(app(forms)).post('/api/auth/login').send({ email: 'a@b.co' });
    expect(missing.body).toEqual({ message: 'password is required' });
  });

  it('refuses to build when a router serves a route its document does not list', () => {
    const extra = new Router<BffState, BffContextExtras>();
    extra.get('/api/secret-extra', (ctx) => {
      ctx.body = {};
    });
    const build = () =>
      createBffApp({
        name: 'bff-player',
        role: 'player',
        core: createCoreClient({ baseUrl: core.url, serviceToken: 't' }),
        sessionKeys: ['k'.repeat(16)],
        distDir: os.tmpdir(),
        routers: [extra],
      });
    expect(build).toThrow('bff-player serves routes its OpenAPI document does not list: GET /api/secret-extra');
  });

  it('answers malformed JSON with 400 and unknown paths with 404 JSON', async () => {
    const bad = await request(app()).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Request body is not valid JSON' });
    const missing = await request(app()).get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
  });

  it('accepts bodies up to ~2 MB and refuses larger ones', async () => {
    const server = app();
    const qr = `data:image/png;base64,${'A'.repeat(1_500_000)}`;
    const ok = await request(server).post('/api/anything').send({ qr });
    expect(ok.status).toBe(404); // parsed fine, no such route
    const tooBig = await request(server)
      .post('/api/anything')
      .send({ qr: qr + 'A'.repeat(700_000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: 'Request body is too large' });
  });
});
