import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeUser, startFakeCore, type FakeCore } from '../testing/fake-core';
import { createCoreClient } from './core-client';
import { BufferedResponse, httpTransport, type HttpTransport } from './http-transport';
import { TIMEOUT_BUDGETS_MS } from '../listen';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

/** A server that records each request and answers with `answer`; counts the connections it accepted. */
async function recording(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      answer(req, res);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const call = (transport: HttpTransport, url: string, init: Partial<Parameters<HttpTransport>[1]> = {}) =>
  transport(url, { method: 'GET', headers: new Headers(), signal: new AbortController().signal, ...init });

describe('httpTransport', () => {
  let transport: HttpTransport;
  beforeEach(() => (transport = httpTransport()));
  afterEach(() => transport.destroy());

  it('sends method, path, headers and body, and answers status, headers and body as a Response', async () => {
    const server = await recording((_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json', ETag: '"v7"', 'Set-Cookie': ['a=1', 'b=2'] });
      res.end('{"ok":true}');
    });
    const body = new TextEncoder().encode('{"name":"x"}').buffer as ArrayBuffer;
    const headers = new Headers({ Authorization: 'Bearer t', 'Content-Type': 'application/json' });
    const response = await call(transport, `${server.url}/tournaments?x=1`, { method: 'POST', headers, body });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('etag')).toBe('"v7"');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/tournaments?x=1',
      body: '{"name":"x"}',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json', 'content-length': '12' },
    });
    await server.close();
  });

  it('reuses one pooled connection for calls made one after another', async () => {
    const server = await recording((_req, res) => res.end('x'));
    for (let i = 0; i < 5; i += 1) expect(await (await call(transport, `${server.url}/n`)).text()).toBe('x');
    expect(server.seen).toHaveLength(5);
    expect(server.connections()).toBe(1);
    await server.close();
  });

  it('answers a 304 with no body and its ETag', async () => {
    const server = await recording((_req, res) => {
      res.writeHead(304, { ETag: '"v7"' });
      res.end();
    });
    const response = await call(transport, `${server.url}/tournaments/1`, {
      headers: new Headers({ 'If-None-Match': '"v7"' }),
    });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get('etag')).toBe('"v7"');
    expect(server.seen[0].headers['if-none-match']).toBe('"v7"');
    await server.close();
  });

  it('rejects with the connection error code when nothing listens (the balancer reads it)', async () => {
    const server = await recording((_req, res) => res.end());
    await server.close();
    await expect(call(transport, `${server.url}/n`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('rejects when core closes the connection mid-answer', async () => {
    const server = await recording((_req, res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('only part');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    await expect(call(transport, `${server.url}/n`)).rejects.toThrow();
    await server.close();
  });
});

describe('createCoreClient over httpTransport (the default)', () => {
  let core: FakeCore;
  beforeAll(async () => {
    core = await startFakeCore();
    core.users.set(fakeUser().id, fakeUser());
  });
  afterAll(() => core.close());

  it('keeps calls to core on pooled connections', async () => {
    const server = await recording((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(fakeUser()));
    });
    const c = createCoreClient({ baseUrl: server.url, serviceToken: 't' });
    for (let i = 0; i < 4; i += 1) await c.getSessionUser(fakeUser().id);
    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual(Array(4).fill('Bearer t'));
    expect(server.connections()).toBe(1);
    await server.close();
  });

  it('answers 503 when core does not answer within the timeout; a quick answer is not cut short', async () => {
    const silent = await recording(() => undefined);
    const slow = createCoreClient({ baseUrl: silent.url, serviceToken: 't', timeoutMs: 100 });
    const started = Date.now();
    await expect(slow.getSessionUser(fakeUser().id)).rejects.toMatchObject({ status: 503 });
    // the configured 100 ms, not the default budget (12 s; half of it leaves a busy machine room)
    expect(Date.now() - started).toBeLessThan(TIMEOUT_BUDGETS_MS.bff / 2);
    await silent.close();
    const fast = createCoreClient({ baseUrl: core.url, serviceToken: core.token, timeoutMs: 100 });
    expect(await fast.getSessionUser(fakeUser().id)).toMatchObject({ id: fakeUser().id });
  });
});

describe('BufferedResponse', () => {
  const bytes = () => Buffer.from('{"name":"Café"}');
  const init = { status: 200, headers: { 'Content-Type': 'application/json' } };

  it('reads its bytes as text, JSON, an ArrayBuffer, a Blob and a stream', async () => {
    expect(await new BufferedResponse(bytes(), init).text()).toBe('{"name":"Café"}');
    expect(await new BufferedResponse(bytes(), init).json()).toEqual({ name: 'Café' });
    expect(Buffer.from(await new BufferedResponse(bytes(), init).arrayBuffer()).toString()).toBe('{"name":"Café"}');
    expect(await (await new BufferedResponse(bytes(), init).blob()).text()).toBe('{"name":"Café"}');
    expect(await new Response(new BufferedResponse(bytes(), init).body).text()).toBe('{"name":"Café"}');
  });

  it('keeps status and headers, and clones with its bytes', async () => {
    const response = new BufferedResponse(bytes(), { ...init, status: 409, statusText: 'Conflict' });
    const copy = response.clone();
    expect([copy.status, copy.statusText, copy.ok, copy.headers.get('content-type')]).toEqual([
      409,
      'Conflict',
      false,
      'application/json',
    ]);
    expect(await copy.json()).toEqual({ name: 'Café' });
  });

  it('has no body when there is none (a 304)', async () => {
    const response = new BufferedResponse(null, { status: 304 });
    expect(response.body).toBeNull();
    expect(await response.text()).toBe('');
  });
});
