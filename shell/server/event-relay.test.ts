/** @jest-environment node */
// The edge's relay of live-update streams (event-relay.ts), past Koa: what the BFF is told (forwarding and
// trace headers, the query), what the browser gets (the BFF's headers, the edge's where they lack), the
// instances it tries, and the 502 when none answers. event-stream.test.ts covers the events and the ends.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createHttpServer, metricsRegistry } from '@chess-portal/service-kit';
import pino from 'pino';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

type Seen = { url: string; headers: http.IncomingHttpHeaders };
const servers: http.Server[] = [];

/** A BFF whose stream's first line is the request it got, as JSON. */
async function echoBff(): Promise<string> {
  const bff = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Content-Type-Options': 'nosniff' });
    const seen: Seen = { url: req.url ?? '', headers: req.headers };
    res.write(`data: ${JSON.stringify(seen)}\n\n`);
  });
  servers.push(bff);
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
}

/** A port nothing listens on (a BFF instance that is down: connections refused). */
async function closedPort(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function edgeWith(env: Record<string, string>): Promise<number> {
  const config = edgeConfigFrom(edgeEnvSchema.parse({ SHELL_DIST_DIR: os.tmpdir(), ...env }));
  const edge = createHttpServer(createEdge(config, { logger: pino({ level: 'silent' }), checks: {} }).callback());
  servers.push(edge);
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  return (edge.address() as AddressInfo).port;
}

/** Opens `path` on the edge; answers the status, headers and first event's data (then closes). */
function firstEvent(port: number, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${port}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes('\n\n') || res.statusCode !== 200) {
          if (res.statusCode === 200) req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

const seenBy = (body: string): Seen => JSON.parse(body.slice('data: '.length).trim()) as Seen;

afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('the edge relays live-update streams itself', () => {
  let port: number;
  beforeAll(async () => {
    const [player, organizer, admin] = [await echoBff(), await echoBff(), await echoBff()];
    port = await edgeWith({ PLAYER_BFF_URL: player, ORGANIZER_BFF_URL: organizer, ADMIN_BFF_URL: admin });
  });

  it("tells the BFF who asked (its own forwarding headers, never the client's) and continues the browser's trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const { status, body } = await firstEvent(port, '/api/events?lastEventId=41', {
      'X-Forwarded-For': '6.6.6.6',
      Forwarded: 'for=6.6.6.6',
      'X-Request-Id': 'tab-7',
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      Cookie: 'csa.sid=abc',
    });
    expect(status).toBe(200);
    const seen = seenBy(body);
    expect(seen.url).toBe('/api/events?lastEventId=41');
    expect(seen.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': `127.0.0.1:${port}`,
      'x-request-id': 'tab-7',
      cookie: 'csa.sid=abc',
    });
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it("keeps the BFF's headers and adds the edge's a stream needs, not a document's", async () => {
    const { headers } = await firstEvent(port, '/api/admin/events');
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('counts each stream in the edge’s request metrics once it ends', async () => {
    const count = async () => {
      const metric = (await metricsRegistry.getSingleMetric('csa_http_requests_total')?.get())?.values ?? [];
      return metric.find((v) => v.labels.route === '/api/organizer/*' && v.labels.status === '200')?.value ?? 0;
    };
    const before = await count();
    await firstEvent(port, '/api/organizer/events');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(before + 1);
  });
});

it('passes over an instance that refuses the connection, and answers 502 when none answers', async () => {
  const [down, up] = [await closedPort(), await echoBff()];
  const port = await edgeWith({
    PLAYER_BFF_URL: `${down},${up}`,
    ORGANIZER_BFF_URL: down,
    ADMIN_BFF_URL: down,
  });
  for (let i = 0; i < 3; i += 1) expect((await firstEvent(port, '/api/events')).status).toBe(200);
  const failed = await firstEvent(port, '/api/organizer/events');
  expect(failed.status).toBe(502);
  expect(JSON.parse(failed.body)).toEqual({ message: 'Service temporarily unavailable' });
  expect(failed.headers['x-content-type-options']).toBe('nosniff');
});
