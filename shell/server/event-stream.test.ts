/** @jest-environment node */
// Each role's event stream through the edge (GET /api/events → bff-player, /api/organizer/events →
// bff-organizer, /api/admin/events → bff-admin): each event reaches the browser as the BFF writes it (no
// buffering, no compression, the BFF's stream headers kept), and closing the tab closes the BFF's stream.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createHttpServer } from '@chess-portal/service-kit';
import pino from 'pino';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

const BFFS = ['player', 'organizer', 'admin'] as const;
const bffs: http.Server[] = [];
let edge: http.Server;
let port: number;
let write: ((chunk: string) => void) | undefined;
let crash: (() => void) | undefined;
let upstreamClosed: Promise<void>;

/** A BFF that answers any path with a stream naming itself and the path it got. */
async function fakeBff(name: string): Promise<string> {
  const bff = http.createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.write(`: ${name} ${req.url}\n\nretry: 3000\n\nevent: ready\nid: 1\ndata: {}\n\n`);
    write = (chunk) => res.write(chunk);
    crash = () => res.socket?.destroy();
    upstreamClosed = new Promise((resolve) => res.on('close', resolve));
  });
  bffs.push(bff);
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const [player, organizer, admin] = await Promise.all(BFFS.map(fakeBff));
  const env = edgeEnvSchema.parse({
    PLAYER_BFF_URL: player,
    ORGANIZER_BFF_URL: organizer,
    ADMIN_BFF_URL: admin,
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
  for (const bff of bffs) bff.closeAllConnections();
  await Promise.all([edge, ...bffs].map((s) => new Promise((resolve) => s.close(resolve))));
});

it.each([
  ['/api/events', 'player'],
  ['/api/organizer/events', 'organizer'],
  ['/api/admin/events', 'admin'],
])('passes %s to bff-%s, each event as it is written, uncompressed, and closes it with the tab', async (path, bff) => {
  let text = '';
  const waiters: (() => void)[] = [];
  const until = (part: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${part} not in ${text}`)), 2000);
      const look = () => (text.includes(part) ? (clearTimeout(timer), resolve()) : waiters.push(look));
      look();
    });
  const req = http.get(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    for (const w of waiters.splice(0)) w();
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/event-stream');
  expect(res.headers['x-accel-buffering']).toBe('no');
  expect(res.headers['content-encoding']).toBeUndefined();
  await until('event: ready');
  expect(text).toContain(`: ${bff} ${path}\n`);
  write!('event: change\nid: 2\ndata: {"key":"tournaments:list","version":2}\n\n');
  await until('"version":2');
  const closedAt = Date.now();
  req.destroy();
  await upstreamClosed;
  // at once, not when the edge's idle limit for an upstream answer runs out (the heartbeat would defer it forever)
  expect(Date.now() - closedAt).toBeLessThan(1000);
});

it('cuts the browser’s stream short when the BFF dies under it, so the browser reconnects', async () => {
  const req = http.get(`http://127.0.0.1:${port}/api/organizer/events`);
  const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
  req.on('error', () => undefined);
  res.on('error', () => undefined);
  res.resume();
  const closed = new Promise<void>((resolve) => res.on('close', resolve));
  expect(res.statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const crashedAt = Date.now();
  crash!();
  await closed;
  expect(res.complete).toBe(false);
  expect(Date.now() - crashedAt).toBeLessThan(1000);
});
