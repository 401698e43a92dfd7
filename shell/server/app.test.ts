/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

type Seen = { bff: string; method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** A tiny upstream that answers with what it received. */
function fakeBff(name: string) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const seen: Seen = { bff: name, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': `from=${name}; Path=/` });
      res.end(JSON.stringify(seen));
    });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const logger = pino({ level: 'silent' });
let dist: string;
let bffs: Record<'player' | 'organizer' | 'admin', { url: string; close: () => Promise<void> }>;
let edge: ReturnType<ReturnType<typeof createEdge>['callback']>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'edge-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'main.0123abcd45.js'), 'console.log("shell")');
  mkdirSync(path.join(dist, 'nested'));
  bffs = { player: await fakeBff('player'), organizer: await fakeBff('organizer'), admin: await fakeBff('admin') };
  const env = edgeEnvSchema.parse({
    PLAYER_BFF_URL: bffs.player.url,
    ORGANIZER_BFF_URL: bffs.organizer.url,
    ADMIN_BFF_URL: bffs.admin.url,
    REMOTE_ADMIN_MANIFEST: 'https://cdn.example/admin/mf-manifest.json',
    SHELL_DIST_DIR: dist,
  });
  edge = createEdge(edgeConfigFrom(env), { logger, checks: {} }).callback();
});

afterAll(async () => {
  await Promise.all(Object.values(bffs).map((b) => b.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('edge routing table', () => {
  it.each([
    ['/api/admin/stats', 'admin'],
    ['/api/organizer/tournaments', 'organizer'],
    ['/api/lichess/arena/create', 'organizer'],
    ['/api/tournaments', 'player'],
    ['/api/auth/login', 'player'],
    ['/api/administrator', 'player'],
    ['/mfe/player/mf-manifest.json', 'player'],
    ['/mfe/organizer/remoteEntry.js', 'organizer'],
    ['/mfe/admin/main.abc.js', 'admin'],
  ])('%s → bff-%s, path kept', async (url, bff) => {
    const res = await request(edge).get(url).expect(200);
    expect(res.body).toMatchObject({ bff, url });
  });

  it('keeps cookies, Host, method and body, and adds X-Forwarded-* headers', async () => {
    const res = await request(edge)
      .post('/api/auth/login?x=1')
      .set('Host', 'arena.example:8080')
      .set('Cookie', 'csa.sid=abc; csa.sid.sig=def')
      .send({ email: 'a@b.co', password: 'secret1' })
      .expect(200);
    const seen = res.body as Seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/auth/login?x=1' });
    expect(JSON.parse(seen.body)).toEqual({ email: 'a@b.co', password: 'secret1' });
    expect(seen.headers.cookie).toBe('csa.sid=abc; csa.sid.sig=def');
    expect(seen.headers.host).toBe('arena.example:8080');
    expect(seen.headers['x-forwarded-for']).toBeDefined();
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('arena.example:8080');
    expect(res.headers['set-cookie']).toEqual(['from=player; Path=/']);
  });
});

describe('edge /remotes.json', () => {
  it('lists each remote manifest from the configuration, never cached', async () => {
    const res = await request(edge).get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mfe_player: '/mfe/player/mf-manifest.json',
      mfe_organizer: '/mfe/organizer/mf-manifest.json',
      mfe_admin: 'https://cdn.example/admin/mf-manifest.json',
    });
  });
});

describe('edge static shell', () => {
  it('serves index.html at / without caching', async () => {
    const res = await request(edge).get('/').expect(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed assets for a year', async () => {
    const res = await request(edge).get('/main.0123abcd45.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/tournaments', '/organizer/tournaments/abc/registrations', '/login'])(
    'falls back to index.html for the page %s',
    async (url) => {
      const res = await request(edge).get(url).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers 404 JSON for a missing asset instead of HTML', async () => {
    const res = await request(edge).get('/main.ffffffffff.js').set('Accept', '*/*').expect(404);
    expect(res.body).toEqual({ message: 'File not found' });
  });

  it('does not serve the shell for /mfe paths no BFF owns', async () => {
    const res = await request(edge).get('/mfe/unknown/mf-manifest.json').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('edge with an unreachable BFF', () => {
  it('answers 502 { message }', async () => {
    const down = await fakeBff('down');
    await down.close();
    const env = edgeEnvSchema.parse({ PLAYER_BFF_URL: down.url, SHELL_DIST_DIR: dist });
    const broken = createEdge(edgeConfigFrom(env), { logger, checks: {} }).callback();
    const res = await request(broken).get('/api/tournaments').expect(502);
    expect(res.body).toEqual({ message: 'Service temporarily unavailable' });
    const manifest = await request(broken).get('/mfe/player/mf-manifest.json').expect(502);
    expect(manifest.body).toEqual({ message: 'Service temporarily unavailable' });
  });
});

describe('edge configuration', () => {
  it('has the CONVENTIONS.md defaults', () => {
    const env = edgeEnvSchema.parse({});
    expect(env.EDGE_PORT).toBe(8080);
    expect(edgeConfigFrom(env)).toMatchObject({
      bff: {
        player: ['http://127.0.0.1:8081'],
        organizer: ['http://127.0.0.1:8082'],
        admin: ['http://127.0.0.1:8083'],
      },
      publicUrl: 'http://localhost:8080',
      production: false,
      trustedProxies: [],
      maxConnectionsPerIp: 64,
      host: '127.0.0.1',
      remotes: {
        mfe_player: '/mfe/player/mf-manifest.json',
        mfe_organizer: '/mfe/organizer/mf-manifest.json',
        mfe_admin: '/mfe/admin/mf-manifest.json',
      },
    });
    expect(edgeConfigFrom(env).shellDistDir).toBe(path.resolve(__dirname, '..', 'dist'));
  });

  it('refuses a bad BFF URL', () => {
    expect(edgeEnvSchema.safeParse({ ADMIN_BFF_URL: 'not a url' }).success).toBe(false);
  });
});
