import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '../http-error';
import { fakeUser, startFakeCore, type FakeCore } from '../testing/fake-core';
import {
  actingAs,
  corePathSerializer,
  createCoreClient,
  unwrap,
  unwrapRawConditional,
  unwrapStream,
  UNREACHABLE_RETRY_AFTER_S,
} from './core-client';

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
    await expect(bad.getSessionUser(fakeUser().id)).rejects.toMatchObject({
      status: 401,
      message: 'Service token required',
    });
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
    const api = c.api as unknown as {
      GET(path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
    };
    await expect(
      unwrap(api.GET('/boom', { params: actingAs('11111111-1111-4111-8111-111111111111') })),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Tournament is full',
    });
    expect(core.calls.at(-1)).toMatchObject({ path: '/boom', actingUserId: '11111111-1111-4111-8111-111111111111' });
  });

  it('answers 503 with Retry-After when core is unreachable', async () => {
    const down = createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 'x' });
    await expect(down.getSessionUser(fakeUser().id)).rejects.toMatchObject({
      status: 503,
      message: 'Service temporarily unavailable',
      retryAfterSeconds: UNREACHABLE_RETRY_AFTER_S,
    });
  });

  it("keeps core's Retry-After with its status and message (a database outage)", async () => {
    const api = client().api as unknown as {
      GET(path: string): Promise<{ data?: unknown; error?: unknown; response: Response }>;
    };
    await expect(unwrap(api.GET('/database-down'))).rejects.toMatchObject({
      status: 503,
      message: 'The database is not answering. Please try again shortly.',
      retryAfterSeconds: 7,
    });
  });

  it('answers 503 when core does not answer in time', async () => {
    const slow = createCoreClient({
      baseUrl: core.url,
      serviceToken: core.token,
      timeoutMs: 50,
      fetch: (input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    await expect(slow.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 503 });
  });
});

describe('several core instances (CORE_URL as a list)', () => {
  let second: FakeCore;
  beforeAll(async () => {
    second = await startFakeCore();
    second.users.set(fakeUser().id, fakeUser());
  });
  afterAll(() => second.close());
  beforeEach(() => second.calls.splice(0));

  /** An address nothing listens on. */
  const refusing = async () => {
    const gone = await startFakeCore();
    await gone.close();
    return gone.url;
  };

  /** A core that resets every connection once it has read the request. */
  async function resetting() {
    const server = http.createServer((req) => req.resume().on('end', () => req.socket.destroy()));
    let requests = 0;
    server.on('request', () => (requests += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      requests: () => requests,
      close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
    };
  }

  it('sends calls round-robin', async () => {
    const c = createCoreClient({ baseUrl: [core.url, second.url], serviceToken: core.token });
    for (let i = 0; i < 4; i += 1) await c.getSessionUser(fakeUser().id);
    expect(core.calls).toHaveLength(2);
    expect(second.calls).toHaveLength(2);
  });

  it('sends a call whose connection was refused to the next instance, a POST with its body', async () => {
    const c = createCoreClient({ baseUrl: [await refusing(), second.url], serviceToken: core.token });
    for (let i = 0; i < 3; i += 1) {
      expect(await c.verifyCredentials({ email: 'player@example.com', password: 'player123' })).toMatchObject({
        id: fakeUser().id,
      });
      expect(await c.getSessionUser(fakeUser().id)).toMatchObject({ id: fakeUser().id });
    }
    expect(second.calls.filter((call) => call.path === '/auth/login').map((call) => call.body)).toEqual(
      Array(3).fill({ email: 'player@example.com', password: 'player123' }),
    );
  });

  it('sends a GET whose connection broke to the next instance, but never a POST', async () => {
    const broken = await resetting();
    const c = createCoreClient({ baseUrl: [broken.url, second.url], serviceToken: core.token });
    expect(await c.getSessionUser(fakeUser().id)).toMatchObject({ id: fakeUser().id });
    expect(broken.requests()).toBe(1);
    // the broken instance's turn: core may have acted on the POST, so it is not sent again
    await expect(c.verifyCredentials({ email: 'player@example.com', password: 'player123' })).rejects.toMatchObject({
      status: 503,
    });
    expect(broken.requests()).toBe(2);
    expect(second.calls.map((call) => call.path)).toEqual([`/users/${fakeUser().id}/session-user`]);
    await broken.close();
  });

  it('answers 503 when every instance refuses', async () => {
    const c = createCoreClient({ baseUrl: [await refusing(), await refusing()], serviceToken: 'x' });
    await expect(c.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 503 });
  });
});

describe('core path parameters', () => {
  it.each(['.', '..', ''])('refuses the segment %j with 400 before calling core', async (userId) => {
    await expect(client().getSessionUser(userId)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid path parameter',
    });
    expect(core.calls).toHaveLength(0);
  });

  it('encodes every segment, so a value cannot add segments or a query', () => {
    expect(corePathSerializer('/users/{userId}/session-user', { userId: '../admin?x=1#y' })).toBe(
      '/users/..%2Fadmin%3Fx%3D1%23y/session-user',
    );
    expect(corePathSerializer('/sessions/{sid}', { sid: 'a b%2e' })).toBe('/sessions/a%20b%252e');
    expect(() => corePathSerializer('/sessions/{sid}', {})).toThrow('Invalid path parameter');
  });

  it('sends an encoded value that core receives as one segment', async () => {
    expect(await client().getSession('..%2f..')).toBeUndefined();
    expect(core.calls.at(-1)?.path).toBe('/sessions/..%252f..');
  });
});

describe('pass-through GETs (getRaw, unwrapRawConditional)', () => {
  type Seen = { url?: string; headers: http.IncomingHttpHeaders };
  const seen: Seen[] = [];
  const view = '{"id":"t1","name":"Spring \u00e9t\u00e9"}';
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    if (req.url === '/tournaments/hang') return; // never answers
    if (req.url === '/tournaments/gone') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Tournament not found"}');
    } else if (req.url === '/tournaments/busy') {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '4' }).end('{"message":"Busy"}');
    } else if (req.headers['if-none-match'] === '"v2"') {
      res.writeHead(304, { ETag: '"v2"' }).end();
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"v2"' }).end(view);
    }
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  beforeEach(() => seen.splice(0));
  const raw = () => createCoreClient({ baseUrl: url, serviceToken: 'tok' });

  it("answers core's bytes as text with its ETag, sending the service token and the caller's headers", async () => {
    const answer = await unwrapRawConditional(raw().getRaw('/tournaments/t1', { 'If-None-Match': '"v1"' }));
    expect(answer).toEqual({ notModified: false, etag: '"v2"', data: view });
    expect(seen[0]).toMatchObject({
      url: '/tournaments/t1',
      headers: { authorization: 'Bearer tok', 'if-none-match': '"v1"' },
    });
    expect(seen[0].headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
  });

  it('answers 304 as not modified, with the ETag', async () => {
    expect(await unwrapRawConditional(raw().getRaw('/tournaments/t1', { 'If-None-Match': '"v2"' }))).toEqual({
      notModified: true,
      etag: '"v2"',
    });
  });

  it("turns a non-OK answer into HttpError with core's status, message and Retry-After", async () => {
    await expect(unwrapRawConditional(raw().getRaw('/tournaments/gone'))).rejects.toMatchObject({
      status: 404,
      message: 'Tournament not found',
    });
    await expect(unwrapRawConditional(raw().getRaw('/tournaments/busy'))).rejects.toMatchObject({
      status: 503,
      message: 'Busy',
      retryAfterSeconds: 4,
    });
  });

  it('keeps the base URL path, and goes through a fetch given in the options', async () => {
    const calls: string[] = [];
    const viaFetch = createCoreClient({
      baseUrl: `${url}/core/`,
      serviceToken: 'tok',
      fetch: (input, init) => {
        calls.push(String(input));
        return globalThis.fetch(String(input).replace('/core', ''), init);
      },
    });
    expect(await unwrapRawConditional(viaFetch.getRaw('/tournaments/t1'))).toMatchObject({ etag: '"v2"', data: view });
    expect(calls).toEqual([`${url}/core/tournaments/t1`]);
    expect(seen[0].headers.authorization).toBe('Bearer tok');
  });

  it('answers 503 when core does not answer within the timeout, and the call is ended', async () => {
    const slow = createCoreClient({ baseUrl: url, serviceToken: 'tok', timeoutMs: 50 });
    const closed = new Promise<void>((resolve) => server.once('request', (req) => req.socket.once('close', resolve)));
    await expect(slow.getRaw('/tournaments/hang')).rejects.toMatchObject({ status: 503 });
    await closed;
  });

  it('answers 503 with Retry-After when core is unreachable', async () => {
    const down = createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 'x' });
    await expect(down.getRaw('/tournaments/t1')).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: UNREACHABLE_RETRY_AFTER_S,
    });
  });
});

describe('streamed GETs (getStream, unwrapStream)', () => {
  // /export: a header, then a row each time the test releases one (core reading its batches); /cut: two rows,
  // then the connection dropped mid-body; /refused: core's JSON error before any byte of the file
  let release: () => void = () => undefined;
  const server = http.createServer((req, res) => {
    if (req.url === '/refused') {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Not your tournament"}');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="x.csv"',
    });
    res.write('n\r\n');
    if (req.url === '/cut') {
      res.write('1\r\n2\r\n');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    let n = 0;
    release = () => {
      n += 1;
      if (n < 3) res.write(`${n}\r\n`);
      else res.end(`${n}\r\n`);
    };
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

  const streamed = (options: { timeoutMs?: number; fetch?: typeof fetch } = {}) =>
    createCoreClient({ baseUrl: url, serviceToken: 'tok', ...options });

  it.each([
    ['node:http', {}],
    ['a fetch given in the options', { fetch: globalThis.fetch }],
  ])('answers at the headers and passes each piece on as core sends it (%s)', async (_via, options) => {
    // a timeout shorter than the download: it bounds the wait for the headers only
    const { body, header } = await unwrapStream(streamed({ timeoutMs: 200, ...options }).getStream('/export'));
    expect(header('Content-Disposition')).toBe('attachment; filename="x.csv"');
    const pieces: string[] = [];
    const done = (async () => {
      for await (const chunk of body) pieces.push(String(chunk));
    })();
    const arrived = async (text: string) => {
      while (!pieces.join('').endsWith(text)) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await arrived('n\r\n'); // the header is here before core wrote any row
    for (const n of [1, 2, 3]) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      release();
      await arrived(`${n}\r\n`);
    }
    await done;
    expect(pieces.join('')).toBe('n\r\n1\r\n2\r\n3\r\n');
  });

  it("turns core's error before the first byte into HttpError with its status and message", async () => {
    await expect(unwrapStream(streamed().getStream('/refused'))).rejects.toMatchObject({
      status: 403,
      message: 'Not your tournament',
    });
  });

  it('ends the body with an error when core cuts the stream', async () => {
    const { body } = await unwrapStream(streamed().getStream('/cut'));
    let text = '';
    const read = (async () => {
      for await (const chunk of body) text += String(chunk);
    })();
    await expect(read).rejects.toThrow();
    expect(text).toBe('n\r\n1\r\n2\r\n');
  });

  it('answers 503 when core is unreachable', async () => {
    const down = createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 'x' });
    await expect(down.getStream('/export')).rejects.toMatchObject({ status: 503 });
  });
});
