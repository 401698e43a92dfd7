// Early answers on keep-alive connections, through a real listening server and a raw socket: the next
// request on the same connection must be answered whatever happened to the first one's body.
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { createCoreClient } from './core/core-client';
import { createBffApp } from './app/create-bff-app';
import { createHttpServer } from './listen';
import { PORTAL_ORIGIN } from './testing/same-origin-request';

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

async function start(handler: http.RequestListener): Promise<number> {
  const server = createHttpServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The status of each answer (an answer's body may run straight into the next status line). */
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

/** Writes `bytes` on one connection and collects what comes back until `answers` status lines or a close. */
function exchange(port: number, bytes: Buffer[], answers: number, ms = 3000) {
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

/** A chunked body of `size` bytes in 16 KB chunks. */
function chunked(size: number): Buffer {
  const chunk = Buffer.alloc(16 * 1024, 'x');
  const parts: Buffer[] = [];
  for (let left = size; left > 0; left -= chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, left));
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

const next = Buffer.from('GET /second HTTP/1.1\r\nHost: x\r\n\r\n');

describe('a body left half read by an early answer', () => {
  /** Reads the first chunk of the body, stops reading (like raw-body at its limit) and answers 413. */
  const stopsHalfway: http.RequestListener = (req, res) => {
    if (req.url === '/second') return res.end('second');
    req.once('data', () => {
      req.pause();
      res.writeHead(413, { 'Content-Length': '0' }).end();
    });
  };

  it('is read and dropped after the answer, so the keep-alive connection serves its next request', async () => {
    const port = await start(stopsHalfway);
    const head = Buffer.from('POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
    const { text, closed } = await exchange(port, [head, chunked(1024 * 1024), next], 2);
    expect(statuses(text)).toEqual([413, 200]);
    expect(text).toMatch(/second$/);
    expect(closed).toBe(false);
  });

  it('with a Content-Length too', async () => {
    const port = await start(stopsHalfway);
    const head = Buffer.from(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${1024 * 1024}\r\n\r\n`);
    const { text } = await exchange(port, [head, Buffer.alloc(1024 * 1024, 'x'), next], 2);
    expect(statuses(text)).toEqual([413, 200]);
  });

  it('closes the connection instead once more than the cap would have to be dropped', async () => {
    const port = await start(stopsHalfway);
    const size = 12 * 1024 * 1024;
    const head = Buffer.from(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n`);
    const { text, closed } = await exchange(port, [head, Buffer.alloc(size, 'x'), next], 2, 10_000);
    expect(statuses(text)).toEqual([413]);
    expect(closed).toBe(true);
  });

  it('leaves a body nobody read to node, and one still being read to its reader', async () => {
    let readByReader = 0;
    const port = await start((req, res) => {
      if (req.url === '/second') return res.end('second');
      if (req.url === '/ignored') return res.writeHead(403, { 'Content-Length': '0' }).end();
      // answers at once and goes on reading: the whole body must reach it
      res.writeHead(202, { 'Content-Length': '0' }).end();
      req.on('data', (c: Buffer) => (readByReader += c.length));
    });
    for (const url of ['/ignored', '/reader']) {
      const head = Buffer.from(`POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Length: ${1024 * 1024}\r\n\r\n`);
      const { text } = await exchange(port, [head, Buffer.alloc(1024 * 1024, 'x'), next], 2);
      expect(statuses(text)).toEqual([url === '/ignored' ? 403 : 202, 200]);
    }
    expect(readByReader).toBe(1024 * 1024);
  });
});

describe('a BFF (createBffApp) on a keep-alive connection', () => {
  const bff = () =>
    createBffApp({
      name: 'bff-player',
      role: 'player',
      core: createCoreClient({ baseUrl: 'http://127.0.0.1:9', serviceToken: 't' }),
      sessionKeys: ['test-session-key-0123456789'],
      distDir: os.tmpdir(),
      routers: [],
      jsonLimit: '64kb',
    }).callback();

  it.each([
    ['a chunked body over the JSON limit (413)', 'Transfer-Encoding: chunked', chunked(1024 * 1024)],
    ['a declared body over the JSON limit (413)', `Content-Length: ${1024 * 1024}`, Buffer.alloc(1024 * 1024, 'x')],
  ])('answers %s, then the next request on the same connection', async (_, framing, body) => {
    const port = await start(bff());
    const head = Buffer.from(
      `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nOrigin: ${PORTAL_ORIGIN}\r\n` +
        `Content-Type: application/json\r\n${framing}\r\n\r\n`,
    );
    const livez = Buffer.from('GET /livez HTTP/1.1\r\nHost: x\r\n\r\n');
    const { text } = await exchange(port, [head, body, livez], 2);
    expect(statuses(text)).toEqual([413, 200]);
    expect(text).toContain('{"status":"ok"}');
  });

  it('answers a cross-site POST with a large body 403, then the next request', async () => {
    const port = await start(bff());
    const head = Buffer.from(
      'POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const { text } = await exchange(
      port,
      [head, chunked(1024 * 1024), Buffer.from('GET /livez HTTP/1.1\r\nHost: x\r\n\r\n')],
      2,
    );
    expect(statuses(text)).toEqual([403, 200]);
  });
});
