/** @jest-environment node */
// The proxy on real connections: a listening edge (createHttpServer, as listen() runs it), a BFF that
// answers before reading the body, and a raw keep-alive socket from the browser's side.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { createHttpServer } from '@chess-portal/service-kit';
import pino from 'pino';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

type Seen = { method: string; url: string; connection: number; body: number; headers: http.IncomingHttpHeaders };

/** A BFF that refuses /api/early at once (413, body unread, keep-alive) and reads every other body. */
function fakeBff() {
  const seen: Seen[] = [];
  const closed = new Set<number>();
  const server = http.createServer((req, res) => {
    const entry: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      connection: Number(req.socket.remotePort),
      body: 0,
      headers: req.headers,
    };
    seen.push(entry);
    if (req.url === '/api/early')
      return res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"message":"too large"}');
    req.on('data', (c: Buffer) => (entry.body += c.length));
    req.on('end', () =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ body: entry.body })),
    );
  });
  server.on('connection', (socket: net.Socket) => {
    const remote = Number(socket.remotePort);
    socket.on('close', () => closed.add(remote));
  });
  return new Promise<{ url: string; seen: Seen[]; closed: Set<number>; server: http.Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, closed, server }),
    ),
  );
}

let bff: Awaited<ReturnType<typeof fakeBff>>;
let edge: http.Server;
let port: number;

beforeAll(async () => {
  bff = await fakeBff();
  const env = edgeEnvSchema.parse({
    PLAYER_BFF_URL: bff.url,
    ORGANIZER_BFF_URL: bff.url,
    ADMIN_BFF_URL: bff.url,
    SHELL_DIST_DIR: os.tmpdir(),
  });
  edge = createHttpServer(
    createEdge(edgeConfigFrom(env), { logger: pino({ level: 'silent' }), checks: {} }).callback(),
  );
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  port = (edge.address() as AddressInfo).port;
});

afterAll(async () => {
  edge.closeAllConnections();
  bff.server.closeAllConnections();
  await Promise.all([edge, bff.server].map((s) => new Promise((resolve) => s.close(resolve))));
});

beforeEach(() => bff.seen.splice(0));

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

/** Writes `bytes` on one connection to the edge; collects the answers until `answers` came, a close or `ms`. */
function exchange(bytes: Buffer[], answers: number, ms = 5000) {
  return new Promise<{ text: string; closed: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (statuses(text).length >= answers) done(false);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
    for (const b of bytes) socket.write(b);
  });
}

const MB3 = 3 * 1024 * 1024;
const head = (method: string, url: string, framing: string) =>
  Buffer.from(`${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
const then = (url: string) => Buffer.from(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);

function chunked(size: number): Buffer {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const parts: Buffer[] = [];
  for (let left = size; left > 0; left -= chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, left));
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

describe('a BFF answering before it read the body', () => {
  // GET, HEAD and OPTIONS bodies stream through the edge (only unsafe bodies are read first, to be replayable)
  it.each(['GET', 'OPTIONS'])(
    '%s with a 3 MB body: the answer is relayed and the connection serves its next request',
    async (method) => {
      const { text, closed } = await exchange(
        [head(method, '/api/early', `Content-Length: ${MB3}`), Buffer.alloc(MB3, 'x'), then('/api/next')],
        2,
      );
      expect(statuses(text)).toEqual([413, 200]);
      expect(text).toContain('{"message":"too large"}');
      expect(closed).toBe(false);
    },
  );

  it.each(['POST', 'DELETE'])(
    '%s with a body past the replayable 2 MiB: the edge answers 413 itself and closes the connection',
    async (method) => {
      const { text, closed } = await exchange(
        [head(method, '/api/read', `Content-Length: ${MB3}`), Buffer.alloc(MB3, 'x'), then('/api/next')],
        2,
      );
      expect(statuses(text)).toEqual([413]);
      expect(text).toContain('{"message":"Request body too large"}');
      expect(closed).toBe(true);
      expect(bff.seen).toEqual([]);
    },
  );

  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('the upstream socket whose request was cut short is closed, not used again', async () => {
    await exchange([head('GET', '/api/early', `Content-Length: ${MB3}`), Buffer.alloc(MB3, 'x'), then('/api/next')], 2);
    const [early, next] = bff.seen;
    expect([early.url, next.url]).toEqual(['/api/early', '/api/next']);
    expect(next.connection).not.toBe(early.connection);
    await settle();
    expect(bff.closed.has(early.connection)).toBe(true);
  });

  it('an upstream socket whose request went out whole is kept alive', async () => {
    await exchange([head('POST', '/api/read', 'Content-Length: 2'), Buffer.from('{}')], 1);
    await settle();
    expect(bff.seen[0].body).toBe(2);
    expect(bff.closed.has(bff.seen[0].connection)).toBe(false);
  });
});

describe('chunked bodies reach the BFF whole, as one request', () => {
  const size = 200 * 1024;
  const send = (method: string) =>
    exchange([head(method, '/api/read', 'Transfer-Encoding: chunked'), chunked(size), then('/api/next')], 2);

  it.each(['OPTIONS', 'GET'])(
    '%s (streamed): upstream chunked, and the edge socket serves the next',
    async (method) => {
      const { text } = await send(method);
      expect(statuses(text)).toEqual([200, 200]);
      expect(text).toContain(`{"body":${size}}`);
      const read = bff.seen.find((s) => s.url === '/api/read')!;
      expect(bff.seen.map((s) => s.url).sort()).toEqual(['/api/next', '/api/read']);
      expect(read.headers['transfer-encoding']).toBe('chunked');
      expect(read.headers['content-length']).toBeUndefined();
    },
  );

  it.each(['DELETE', 'POST'])(
    '%s (read first): upstream with its own length, and the socket serves the next',
    async (method) => {
      const { text } = await send(method);
      expect(statuses(text)).toEqual([200, 200]);
      expect(text).toContain(`{"body":${size}}`);
      const read = bff.seen.find((s) => s.url === '/api/read')!;
      expect(bff.seen.map((s) => s.url).sort()).toEqual(['/api/next', '/api/read']);
      expect(read.headers['content-length']).toBe(String(size));
      expect(read.headers['transfer-encoding']).toBeUndefined();
    },
  );

  it('a bodiless DELETE still goes with Content-Length: 0', async () => {
    const { text } = await exchange([Buffer.from('DELETE /api/read HTTP/1.1\r\nHost: x\r\n\r\n')], 1);
    expect(statuses(text)).toEqual([200]);
    expect(bff.seen[0].headers['content-length']).toBe('0');
  });
});
