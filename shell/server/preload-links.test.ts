/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema, type EdgeConfig } from './config';
import { preloadLinks, readShellPages, routeScore } from './preload-links';

/** A BFF serving its remote's routes.json under /mfe/<role>/ (as service-kit serveRemote does), and counting reads. */
function remoteBff(role: string, routes: unknown) {
  const reads: string[] = [];
  const server = http.createServer((req, res) => {
    reads.push(req.url ?? '');
    if (req.url !== `/mfe/${role}/routes.json`) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(routes));
  });
  return new Promise<{ url: string; reads: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        reads,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const playerRoutes = [
  {
    path: '/tournaments',
    access: 'user',
    files: ['remoteEntry.js', '__federation_expose_app.1a.js', '735.d3.js'],
    prefetch: ['/api/tournaments', '/api/tournaments/browse?scope=upcoming&limit=6', 'https://evil.example/api/x'],
  },
  {
    path: '/tournaments/:id',
    access: 'public',
    files: ['remoteEntry.js', '__federation_expose_app.1a.js', '609.2d.js'],
  },
  // what a table may not make the edge announce: a path, another origin
  { path: '/me', access: 'user', files: ['remoteEntry.js', '../core/x.js', 'https://evil.example/x.js'] },
];

let bffs: Awaited<ReturnType<typeof remoteBff>>[];
let config: EdgeConfig;
let dist: string;

beforeAll(async () => {
  bffs = [
    await remoteBff('player', playerRoutes),
    await remoteBff('organizer', [{ path: '/organizer/*', access: 'organizer', files: ['remoteEntry.js'] }]),
    await remoteBff('admin', { not: 'a table' }),
  ];
  dist = mkdtempSync(path.join(os.tmpdir(), 'edge-preload-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  config = edgeConfigFrom(
    edgeEnvSchema.parse({
      PLAYER_BFF_URL: bffs[0].url,
      ORGANIZER_BFF_URL: bffs[1].url,
      ADMIN_BFF_URL: bffs[2].url,
      SHELL_DIST_DIR: dist,
    }),
  );
});

afterAll(async () => {
  await Promise.all(bffs.map((b) => b.close()));
  rmSync(dist, { recursive: true, force: true });
});

const JSON_HINTS = [
  '</remotes.json>; rel=preload; as=fetch; crossorigin',
  '</mfe/player/routes.json>; rel=preload; as=fetch; crossorigin',
  '</mfe/organizer/routes.json>; rel=preload; as=fetch; crossorigin',
  '</mfe/admin/routes.json>; rel=preload; as=fetch; crossorigin',
];

describe('preload hints on the pages the edge serves (issue 25)', () => {
  it("names the route tables at once, and the owner's manifest and files once the tables are read", async () => {
    const links = preloadLinks(config, { remotesUrl: '/remotes.json' });
    // before the tables are read: the JSON the page asks for first
    expect(links.forPage('/tournaments')?.split(', ')).toEqual(JSON_HINTS);
    await links.refresh();
    expect(bffs[0].reads).toContain('/mfe/player/routes.json');
    expect(links.forPage('/tournaments', true)?.split(', ')).toEqual([
      ...JSON_HINTS,
      '</mfe/player/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</mfe/player/remoteEntry.js>; rel=preload; as=script',
      '</mfe/player/__federation_expose_app.1a.js>; rel=preload; as=script',
      '</mfe/player/735.d3.js>; rel=preload; as=script',
      '</api/tournaments>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/tournaments/browse?scope=upcoming&limit=6>; rel=preload; as=fetch; crossorigin=use-credentials',
    ]);
    // signed out (no session cookie): the files, not the page's calls (they would answer 401)
    expect(links.forPage('/tournaments')).toContain('</mfe/player/735.d3.js>; rel=preload; as=script');
    expect(links.forPage('/tournaments')).not.toContain('/api/');
    expect(links.forPage('/tournaments/4b0c')).toContain('</mfe/player/609.2d.js>; rel=preload; as=script');
    expect(links.forPage('/organizer/money')).toContain('</mfe/organizer/remoteEntry.js>; rel=preload; as=script');
    expect(links.forPage('/me')?.split(', ').slice(-2)).toEqual([
      '</mfe/player/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</mfe/player/remoteEntry.js>; rel=preload; as=script',
    ]);
    // a path no remote renders: the JSON alone; the shell's own screens: nothing
    expect(links.forPage('/nowhere')?.split(', ')).toEqual(JSON_HINTS);
    expect(links.forPage('/')).toBeNull();
    expect(links.forPage('/login')).toBeNull();
  });

  it('reads a remote served from another origin at its own address, and a table it cannot read as none', async () => {
    const cdn = { ...config, remotes: { ...config.remotes, mfe_admin: `${bffs[2].url}/mfe/admin/mf-manifest.json` } };
    const links = preloadLinks(
      { ...cdn, bff: { ...cdn.bff, player: ['http://127.0.0.1:9'] } },
      {
        remotesUrl: '/remotes.json',
      },
    );
    await links.refresh();
    expect(bffs[2].reads).toContain('/mfe/admin/routes.json');
    const hints = links.forPage('/tournaments')?.split(', ');
    expect(hints).toContain(`<${bffs[2].url}/mfe/admin/routes.json>; rel=preload; as=fetch; crossorigin`);
    expect(hints?.some((h) => h.includes('remoteEntry.js'))).toBe(false); // the player's table was not read
  });

  it("gives the shell's own screens their lazy chunk's files from the build, and no remote's", () => {
    const links = preloadLinks(config, {
      remotesUrl: '/remotes.json',
      shellPages: { '/login': ['/295.78.js', '/page-login.05.js'] },
    });
    expect(links.forPage('/login')?.split(', ')).toEqual([
      '</295.78.js>; rel=preload; as=script',
      '</page-login.05.js>; rel=preload; as=script',
    ]);
    expect(links.forPage('/')).toBeNull();
  });

  it("reads the shell's pages from its build, keeping only its own script files", () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'edge-pages-'));
    try {
      expect(readShellPages(build)).toEqual({}); // an older build: none
      writeFileSync(
        path.join(build, 'preload-pages.json'),
        JSON.stringify({ '/login': ['/page-login.05.js', 'https://evil.example/x.js', '/../x.js', 7], '/': 'x' }),
      );
      expect(readShellPages(build)).toEqual({ '/login': ['/page-login.05.js'] });
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("sends them as the Link header of a page, never of a file; the shell's own screens get their build's files", async () => {
    writeFileSync(path.join(dist, 'preload-pages.json'), JSON.stringify({ '/login': ['/page-login.05.js'] }));
    const edge = createEdge(config, { logger: pino({ level: 'silent' }), checks: {} }).callback();
    await request(edge).get('/tournaments').set('Accept', 'text/html').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the first page started reading the tables
    const page = await request(edge).get('/tournaments').set('Accept', 'text/html').expect(200);
    expect(page.headers.link).toContain('</mfe/player/735.d3.js>; rel=preload; as=script');
    const login = await request(edge).get('/login').set('Accept', 'text/html').expect(200);
    expect(login.headers.link).toBe('</page-login.05.js>; rel=preload; as=script');
    const landing = await request(edge).get('/').set('Accept', 'text/html').expect(200);
    expect(landing.headers.link).toBeUndefined();
    const missing = await request(edge).get('/missing.js').expect(404);
    expect(missing.headers.link).toBeUndefined();
  });

  it('ranks routes as React Router does: static segments over parameters over a splat', () => {
    expect(routeScore('/tournaments', '/tournaments')).toBe(3);
    expect(routeScore('/tournaments/browse', '/tournaments/browse')).toBeGreaterThan(
      routeScore('/tournaments/:id', '/tournaments/browse')!,
    );
    expect(routeScore('/tournaments/:id', '/tournaments/browse')).toBeGreaterThan(
      routeScore('/tournaments/*', '/tournaments/browse')!,
    );
    expect(routeScore('/tournaments/:id', '/tournaments')).toBeNull();
    expect(routeScore('/tournaments', '/tournaments/x')).toBeNull();
    expect(routeScore('/me', '/tournaments')).toBeNull();
  });
});
