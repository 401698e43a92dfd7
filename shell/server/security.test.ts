/** @jest-environment node */
// The edge's security plumbing through real HTTP: headers on every answer (own and proxied), the
// forwarding headers it writes, the retry of idempotent requests on a reset upstream socket, the
// keep-alive agent, per-address connection cap, slow clients, and health.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  createDrain,
  createHttpServer,
  UPSTREAM_FREE_SOCKET_MS,
  UPSTREAM_KEEP_ALIVE_MS,
  type Drain,
} from '@chess-portal/service-kit';
import pino from 'pino';
import request from 'supertest';
import { createEdge, type EdgeOptions } from './app';
import { EDGE_TIMEOUTS, edgeConfigFrom, edgeEnvSchema, remoteOrigins, type EdgeEnv } from './config';
import { limitConnectionsPerAddress } from './connection-limit';
import { upstreamAgent } from './proxy';

type Upstream = { url: string; server: http.Server; seen: http.IncomingHttpHeaders[]; close: () => Promise<void> };

/** A BFF stand-in: `handle` answers; every request's headers are kept. */
async function upstream(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Upstream> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: http.ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const logger = pino({ level: 'silent' });
let dist: string;
let bff: Upstream;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'edge-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script defer src="/main.js"></script><div id="root"></div>',
  );
  bff = await upstream((req, res) => json(res, { url: req.url }));
});
afterAll(async () => {
  await bff.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => bff.seen.splice(0));

function edgeWith(env: Partial<Record<keyof EdgeEnv, string>> = {}, options: Partial<EdgeOptions> = {}) {
  const parsed = edgeEnvSchema.parse({
    PLAYER_BFF_URL: bff.url,
    ORGANIZER_BFF_URL: bff.url,
    ADMIN_BFF_URL: bff.url,
    SHELL_DIST_DIR: dist,
    ...env,
  });
  return createEdge(edgeConfigFrom(parsed), { logger, checks: {}, ...options });
}

describe('edge security headers', () => {
  const cdn = { REMOTE_ADMIN_MANIFEST: 'https://cdn.example/admin/mf-manifest.json' };

  it.each(['/', '/login', '/remotes.json', '/mfe/player/mf-manifest.json', '/api/tournaments', '/livez'])(
    '%s: CSP without inline script, frame-ancestors none, DENY, nosniff',
    async (url) => {
      const res = await request(edgeWith(cdn).callback()).get(url).set('Accept', 'text/html');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://cdn.example;");
      expect(csp).toContain("connect-src 'self' https://cdn.example;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/main.js', '/mfe/admin/main.0123abcd45.js'])(
    '%s: a script keeps nosniff and CORP, without the headers only documents read',
    async (url) => {
      const res = await request(edgeWith(cdn).callback()).get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );

  it("is 'self' only when every remote is on the portal's origin", async () => {
    const res = await request(
      edgeWith({ REMOTE_ADMIN_MANIFEST: 'http://localhost:8080/mfe/admin/mf-manifest.json' }).callback(),
    ).get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(
      remoteOrigins({
        remotes: { mfe_player: '/a', mfe_organizer: 'https://x.example/b', mfe_admin: 'https://x.example/c' },
        publicUrl: 'https://arena.example',
      }),
    ).toEqual(['https://x.example']);
  });

  it('keeps the headers a BFF set itself on a proxied answer', async () => {
    const own = await upstream((_, res) =>
      json(res, {}, { 'Content-Security-Policy': "default-src 'none'", 'Cache-Control': 'no-store' }),
    );
    const res = await request(edgeWith({ PLAYER_BFF_URL: own.url }).callback()).get('/api/auth/me');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await own.close();
  });

  it('sends HSTS and upgrade-insecure-requests in production behind an https PUBLIC_URL only', async () => {
    const prod = await request(
      edgeWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://arena.example' }).callback(),
    ).get('/');
    expect(prod.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(prod.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const httpProd = await request(edgeWith({ NODE_ENV: 'production', PUBLIC_URL: 'http://arena.lan' }).callback()).get(
      '/',
    );
    expect(httpProd.headers['strict-transport-security']).toBeUndefined();
    const dev = await request(edgeWith({ PUBLIC_URL: 'https://arena.example' }).callback()).get('/');
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('edge forwarding headers', () => {
  it("replaces a client's X-Forwarded-* with its own view", async () => {
    await request(edgeWith().callback())
      .get('/api/tournaments')
      .set('Host', 'arena.example')
      .set('X-Forwarded-For', '203.0.113.66')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Forwarded', 'for=203.0.113.66')
      .expect(200);
    const seen = bff.seen[0];
    expect(seen['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe('arena.example');
    expect(seen.forwarded).toBeUndefined();
  });

  it('believes a trusted proxy in front of it: the right-most untrusted hop and its protocol', async () => {
    await request(edgeWith({ TRUSTED_PROXIES: 'loopback' }).callback())
      .get('/api/tournaments')
      .set('X-Forwarded-For', '198.51.100.7, 203.0.113.66')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(bff.seen[0]['x-forwarded-for']).toBe('203.0.113.66');
    expect(bff.seen[0]['x-forwarded-proto']).toBe('https');
  });
});

describe('edge → BFF keep-alive', () => {
  it('drops free sockets before the BFFs close them', () => {
    expect(UPSTREAM_FREE_SOCKET_MS).toBeLessThan(UPSTREAM_KEEP_ALIVE_MS);
    expect((upstreamAgent() as unknown as { options: object }).options).toMatchObject({
      keepAlive: true,
      timeout: UPSTREAM_FREE_SOCKET_MS,
    });
  });

  it('retries a GET once when the BFF resets the connection, but never a POST', async () => {
    let calls = 0;
    const flaky = await upstream((req, res) => {
      calls += 1;
      if (calls % 2 === 1) return req.socket.destroy(); // every first try: reset
      json(res, { attempt: calls });
    });
    const edge = edgeWith({ PLAYER_BFF_URL: flaky.url }).callback();
    const got = await request(edge).get('/api/tournaments').expect(200);
    expect(got.body).toEqual({ attempt: 2 });
    const posted = await request(edge).post('/api/auth/logout').type('json').send({});
    expect(posted.status).toBe(502);
    expect(posted.body).toEqual({ message: 'Service temporarily unavailable' });
    expect(calls).toBe(3);
    await flaky.close();
  });

  it('answers 502 when the retry is reset too', async () => {
    const broken = await upstream((req) => req.socket.destroy());
    const res = await request(edgeWith({ PLAYER_BFF_URL: broken.url }).callback()).get('/api/tournaments');
    expect(res.status).toBe(502);
    expect(broken.seen).toHaveLength(2);
    await broken.close();
  });
});

describe('edge connection limits and slow clients', () => {
  const listenEdge = async (max: number, timeouts = {}) => {
    const server = createHttpServer(edgeWith().callback(), { ...EDGE_TIMEOUTS, ...timeouts });
    limitConnectionsPerAddress(server, { max });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  };
  const readAll = (socket: net.Socket) =>
    new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => (text += String(d)));
      socket.on('close', () => resolve(text));
    });

  it('refuses connections past the cap per address with 429, and admits again once one closes', async () => {
    const { server, port } = await listenEdge(2);
    const held = [net.connect(port, '127.0.0.1'), net.connect(port, '127.0.0.1')];
    await Promise.all(held.map((s) => new Promise((resolve) => s.once('connect', resolve))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = net.connect(port, '127.0.0.1');
    expect(await readAll(third)).toMatch(/^HTTP\/1\.1 429 [\s\S]*Too many connections from your address/);
    held[0].destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await fetch(`http://127.0.0.1:${port}/remotes.json`);
    expect(res.status).toBe(200);
    held[1].destroy();
    server.closeAllConnections();
    server.close();
  });

  it('uses 10 s for headers and 30 s for a request by default', () => {
    expect(EDGE_TIMEOUTS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
  });

  it('closes a client that sends its request one byte at a time', async () => {
    const { server, port } = await listenEdge(64, {
      headersTimeoutMs: 400,
      requestTimeoutMs: 800,
      checkIntervalMs: 50,
    });
    const socket = net.connect(port, '127.0.0.1');
    const request = 'GET /remotes.json HTTP/1.1\r\nHost: x\r\nX-Pad: aaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n';
    let i = 0;
    const drip = setInterval(() => socket.writable && i < request.length && socket.write(request[i++]), 100);
    const started = Date.now();
    const answer = await readAll(socket);
    clearInterval(drip);
    // at the 400 / 800 ms timeouts, not the 10 / 30 s defaults (5 s leaves a busy machine room)
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    server.close();
  });
});

describe('edge health', () => {
  it('/livez answers at once; /readyz checks each BFF /livez and says which one is down', async () => {
    const down = await upstream(() => undefined);
    await down.close();
    const checks = (await import('./app')).bffChecks(
      edgeConfigFrom(
        edgeEnvSchema.parse({ PLAYER_BFF_URL: bff.url, ORGANIZER_BFF_URL: down.url, ADMIN_BFF_URL: bff.url }),
      ),
    );
    const edge = edgeWith({}, { checks }).callback();
    expect((await request(edge).get('/livez')).body).toEqual({ status: 'ok' });
    const ready = await request(edge).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      message: 'Not ready: bff-organizer did not answer',
      checks: { 'bff-player': 'ok', 'bff-admin': 'ok' },
    });
    expect(bff.seen.length).toBeGreaterThanOrEqual(2);
    expect((await request(edge).get('/health')).status).toBe(503);
  });

  it('is ready when every BFF answers, and not ready once draining', async () => {
    const drain: Drain = createDrain();
    const config = edgeConfigFrom(
      edgeEnvSchema.parse({ PLAYER_BFF_URL: bff.url, ORGANIZER_BFF_URL: bff.url, ADMIN_BFF_URL: bff.url }),
    );
    const { bffChecks } = await import('./app');
    const edge = createEdge(config, { logger, drain, checks: bffChecks(config) }).callback();
    expect((await request(edge).get('/readyz')).status).toBe(200);
    drain.start();
    const res = await request(edge).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: 'Not ready: shutting down' });
  });
});
