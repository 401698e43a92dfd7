import { HttpError } from '../http-error';
import { fakeUser, startFakeCore, type FakeCore } from '../testing/fake-core';
import { actingAs, corePathSerializer, createCoreClient, unwrap } from './core-client';

let core: FakeCore;
beforeAll(async () => {
  core = await startFakeCore();
  core.users.set(fakeUser().id, fakeUser());
});
afterAll(() => core.close());
beforeEach(() => core.calls.splice(0));

const client = () => createCoreClient({ baseUrl: core.url, serviceToken: core.token });

describe('createCoreClient', () => {
  it('sends the service token and answers typed data', async () => {
    const user = await client().verifyCredentials({ email: 'player@example.com', password: 'player123' });
    expect(user).toMatchObject({ id: fakeUser().id, role: 'player' });
    expect(user).not.toHaveProperty('password');
  });

  it('turns a non-OK answer into HttpError with core status and message', async () => {
    const err = await client()
      .verifyCredentials({ email: 'player@example.com', password: 'wrong-one' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('refuses calls without the right token (core answers 401)', async () => {
    const bad = createCoreClient({ baseUrl: core.url, serviceToken: 'not-the-token' });
    await expect(bad.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 401, message: 'Service token required' });
  });

  it('gives undefined for a missing session or user', async () => {
    expect(await client().getSession('no-such-session-id')).toBeUndefined();
    expect(await client().getSessionUser('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('stores, reads and deletes sessions', async () => {
    const c = client();
    await c.putSession('session-id-1', { userId: fakeUser().id }, 60_000);
    const stored = await c.getSession('session-id-1');
    expect(stored?.data).toEqual({ userId: fakeUser().id });
    expect(Date.parse(stored!.expiresAt)).toBeGreaterThan(Date.now());
    await c.deleteSession('session-id-1');
    expect(await c.getSession('session-id-1')).toBeUndefined();
  });

  it('sends X-Acting-User-Id when acting for a user', async () => {
    const c = client();
    // /boom is not in core.yaml; call it through the raw client as any other path would be
    const api = c.api as unknown as { GET(path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }> };
    await expect(unwrap(api.GET('/boom', { params: actingAs('11111111-1111-4111-8111-111111111111') }))).rejects.toMatchObject({
      status: 409,
      message: 'Tournament is full',
    });
    expect(core.calls.at(-1)).toMatchObject({ path: '/boom', actingUserId: '11111111-1111-4111-8111-111111111111' });
  });

  it('answers 503 when core is unreachable', async () => {
    const down = createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 'x' });
    await expect(down.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 503, message: 'Service temporarily unavailable' });
  });

  it('answers 503 when core does not answer in time', async () => {
    const slow = createCoreClient({
      baseUrl: core.url,
      serviceToken: core.token,
      timeoutMs: 50,
      fetch: (input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    await expect(slow.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 503 });
  });
});

describe('core path parameters', () => {
  it.each(['.', '..', ''])('refuses the segment %j with 400 before calling core', async (userId) => {
    await expect(client().getSessionUser(userId)).rejects.toMatchObject({ status: 400, message: 'Invalid path parameter' });
    expect(core.calls).toHaveLength(0);
  });

  it('encodes every segment, so a value cannot add segments or a query', () => {
    expect(corePathSerializer('/users/{userId}/session-user', { userId: '../admin?x=1#y' })).toBe('/users/..%2Fadmin%3Fx%3D1%23y/session-user');
    expect(corePathSerializer('/sessions/{sid}', { sid: 'a b%2e' })).toBe('/sessions/a%20b%252e');
    expect(() => corePathSerializer('/sessions/{sid}', {})).toThrow('Invalid path parameter');
  });

  it('sends an encoded value that core receives as one segment', async () => {
    expect(await client().getSession('..%2f..')).toBeUndefined();
    expect(core.calls.at(-1)?.path).toBe('/sessions/..%252f..');
  });
});
