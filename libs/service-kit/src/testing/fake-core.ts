// A small stand-in for core-service over HTTP (sessions, session users, credentials), for
// service-kit's own tests. It checks the service token like core does and records every call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { SessionUser } from '@chess-portal/contracts';

export type FakeCoreCall = { method: string; path: string; actingUserId?: string; body?: unknown };
type FakeUser = SessionUser & { password: string };

export type FakeCore = {
  url: string;
  token: string;
  calls: FakeCoreCall[];
  users: Map<string, FakeUser>;
  sessions: Map<string, { data: Record<string, unknown>; expiresAt: number }>;
  close(): Promise<void>;
};

function fail(ctx: Koa.Context, status: number, message: string) {
  ctx.status = status;
  ctx.body = { message };
}

function routes(core: Omit<FakeCore, 'url' | 'close'>) {
  const router = new Router();
  router.post('/auth/login', (ctx) => {
    const { email, password } = ctx.request.body as { email: string; password: string };
    const user = [...core.users.values()].find((u) => u.email === email && u.password === password);
    if (!user) return fail(ctx, 401, 'Invalid email or password');
    const { password: _secret, ...sessionUser } = user;
    ctx.body = { user: sessionUser };
  });
  router.get('/sessions/:sid', (ctx) => {
    const s = core.sessions.get(ctx.params.sid);
    if (!s || s.expiresAt < Date.now()) return fail(ctx, 404, 'Session not found');
    ctx.body = { data: s.data, expiresAt: new Date(s.expiresAt).toISOString() };
  });
  router.put('/sessions/:sid', (ctx) => {
    const { data, maxAgeMs } = ctx.request.body as { data: Record<string, unknown>; maxAgeMs: number };
    core.sessions.set(ctx.params.sid, { data, expiresAt: Date.now() + maxAgeMs });
    ctx.status = 204;
  });
  router.delete('/sessions/:sid', (ctx) => {
    core.sessions.delete(ctx.params.sid);
    ctx.status = 204;
  });
  router.get('/users/:userId/session-user', (ctx) => {
    const user = core.users.get(ctx.params.userId);
    if (!user) return fail(ctx, 404, 'User not found');
    const { password: _secret, ...sessionUser } = user;
    ctx.body = sessionUser;
  });
  router.get('/boom', (ctx) => fail(ctx, 409, 'Tournament is full'));
  router.get('/database-down', (ctx) => {
    ctx.set('Retry-After', '7');
    fail(ctx, 503, 'The database is not answering. Please try again shortly.');
  });
  return router;
}

export async function startFakeCore(token = 'fake-core-token-123456'): Promise<FakeCore> {
  const state = { token, calls: [] as FakeCoreCall[], users: new Map<string, FakeUser>(), sessions: new Map() };
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const e = err as { status?: number; message: string };
      ctx.status = e.status ?? 500;
      ctx.body = { message: e.message };
    }
  });
  app.use(bodyParser());
  app.use(async (ctx, next) => {
    state.calls.push({
      method: ctx.method,
      path: ctx.path,
      actingUserId: ctx.get('x-acting-user-id') || undefined,
      body: ctx.request.body,
    });
    if (ctx.get('authorization') !== `Bearer ${token}`) return fail(ctx, 401, 'Service token required');
    await next();
  });
  const router = routes(state);
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const fakeUser = (overrides: Partial<FakeUser> = {}): FakeUser => ({
  id: '7b0c8c2e-4d3c-4a55-9d0e-2f1f3c1b2a10',
  username: 'player1',
  email: 'player@example.com',
  role: 'player',
  teamVerified: true,
  lichessUsername: 'PlayerOne',
  lichessVerified: true,
  password: 'player123',
  ...overrides,
});
