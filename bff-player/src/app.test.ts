import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { listOperations, responseValidator, schemaValidator } from '@chess-portal/contracts/openapi';
import { demoLogins } from '@chess-portal/core-service/testing';
import { cookiePairs, startRealStack, type RealStack } from '../test/support/real-stack';

let stack: RealStack;
beforeAll(async () => {
  stack = await startRealStack();
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

const { player: login } = demoLogins;
const isSessionUser = schemaValidator('common', 'SessionUser');

describe('bff-player against the real core', () => {
  it('signs in: answers the session user and sets a signed HttpOnly SameSite=Lax cookie for 7 days', async () => {
    const res = await request(stack.player)
      .post('/api/auth/login')
      .send({ email: login.email, password: login.password });
    expect(res.status).toBe(200);
    expect(isSessionUser(res.body)).toBe(true);
    expect(res.body).toMatchObject({ email: login.email, role: 'player', username: 'player' });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const sid = cookies.find((c) => c.startsWith('csa.sid='))!;
    expect(sid).toMatch(/; path=\//i);
    expect(sid).toMatch(/; httponly/i);
    expect(sid).toMatch(/; samesite=lax/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(sid)![1]);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    expect(cookies.some((c) => c.startsWith('csa.sid.sig='))).toBe(true);
  });

  it('me answers the user for the cookie and 401 without one', async () => {
    const cookies = await stack.signIn('player');
    const me = await request(stack.player).get('/api/auth/me').set('Cookie', cookies);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: login.email, role: 'player' });
    const anonymous = await request(stack.player).get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Authentication required' });
  });

  it('refuses a wrong password with 401 JSON and sets no session', async () => {
    const res = await request(stack.player)
      .post('/api/auth/login')
      .send({ email: login.email, password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(res.body.message).not.toMatch(/select|sql|stack/i);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ email: 'not-an-email', password: 'player123' }, 'Please enter a valid email address'],
    [{ email: login.email, password: '123' }, 'Password must be at least 6 characters'],
    [{ email: login.email }, 'password is required'],
    [{ email: login.email, password: 'player123', userId: 'x' }, 'Unknown field: userId'],
  ])('answers a bad login body %p with 400 %p', async (body, message) => {
    const res = await request(stack.player).post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('logout ends the session in core: the cookie no longer works', async () => {
    const cookies = await stack.signIn('player');
    const out = await request(stack.player).post('/api/auth/logout').set('Cookie', cookies);
    expect(out.body).toEqual({ success: true });
    expect((await request(stack.player).get('/api/auth/me').set('Cookie', cookies)).status).toBe(401);
    expect((await request(stack.player).post('/api/auth/logout')).body).toEqual({ success: true });
  });

  it('ignores a user id sent in headers', async () => {
    const playerId = stack.core.demo!.playerId;
    const res = await request(stack.player)
      .get('/api/auth/me')
      .set('X-User-Id', playerId)
      .set('X-Acting-User-Id', playerId)
      .set('User-Id', playerId);
    expect(res.status).toBe(401);
  });

  it('ends the session of a user deactivated in core', async () => {
    const cookies = await stack.signIn('player');
    await stack.core.db('users').where({ id: stack.core.demo!.playerId }).update({ isActive: false });
    try {
      await new Promise((r) => setTimeout(r, 1100)); // past the ≤ 1 s session-user cache
      const res = await request(stack.player).get('/api/auth/me').set('Cookie', cookies);
      expect(res.status).toBe(401);
      expect(cookiePairs(res.headers['set-cookie'])).toContain('csa.sid=');
    } finally {
      await stack.core.db('users').where({ id: stack.core.demo!.playerId }).update({ isActive: true });
    }
  });

  it('lists tournaments as public views', async () => {
    const res = await request(stack.player).get('/api/tournaments');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const valid = responseValidator('bff-player', 'get', '/api/tournaments', 200)!;
    expect(valid(res.body)).toBe(true);
  });

  it('serves every operation of its OpenAPI document', async () => {
    for (const op of listOperations('bff-player')) {
      const res = await request(stack.player)[op.method.toLowerCase() as 'get' | 'post'](op.path).send({});
      expect({ op: op.operationId, notFound: res.status === 404 }).toEqual({ op: op.operationId, notFound: false });
    }
  });

  it('answers health and 404 JSON for unknown API paths', async () => {
    expect((await request(stack.player).get('/health')).body).toEqual({ status: 'ready', checks: {} });
    expect((await request(stack.player).get('/livez')).body).toEqual({ status: 'ok' });
    const res = await request(stack.player).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
