// The Dockerfiles cannot be built here (no Docker engine): check what each one promises instead, and
// that it asks scripts/build-servers.mjs for a server that exists.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const images = [
  // the password hashing's native addon is required from node_modules, not bundled (build-servers.mjs)
  {
    dockerfile: 'core-service',
    server: 'core-service',
    port: 8090,
    health: '/livez',
    // @node-rs: argon2's native addon; pdfjs-dist: the statement worker reads PDFs with it (not bundled)
    assets: ['node_modules/@node-rs', 'node_modules/pdfjs-dist'],
  },
  { dockerfile: 'bff-player', server: 'bff-player', port: 8081, health: '/livez', assets: ['mfe-player/dist'] },
  {
    dockerfile: 'bff-organizer',
    server: 'bff-organizer',
    port: 8082,
    health: '/livez',
    assets: ['mfe-organizer/dist'],
  },
  { dockerfile: 'bff-admin', server: 'bff-admin', port: 8083, health: '/livez', assets: ['mfe-admin/dist'] },
  { dockerfile: 'shell', server: 'edge', port: 8080, health: '/livez', assets: ['shell/dist'] },
  { dockerfile: 'lichess-sandbox', server: 'lichess-sandbox', port: 8099, health: '/_sandbox/clock', assets: [] },
];

const serverNames = (): string[] => {
  const script = readFileSync(path.join(root, 'scripts', 'build-servers.mjs'), 'utf8');
  const start = script.indexOf('export const servers = {');
  const block = script.slice(start, script.indexOf('};', start));
  return [...block.matchAll(/^ {2}'?([a-z-]+)'?: \{/gm)].map((m) => m[1]);
};

describe.each(images)('$dockerfile/Dockerfile', ({ dockerfile, server, port, health, assets }) => {
  const text = readFileSync(path.join(root, dockerfile, 'Dockerfile'), 'utf8');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));

  it('builds in one stage and runs the bundle in a second one holding only what it reads', () => {
    expect(text.match(/^FROM /gm)).toHaveLength(2);
    expect(serverNames()).toContain(server);
    expect(text).toContain(`npm run build:servers -- ${server}`);
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map((m) => {
      expect(m[2]).toBe(m[1]); // the repository's layout: the bundle finds its files where it expects them
      return m[1];
    });
    expect(copied.sort()).toEqual(['contracts/openapi', `dist/${server}`, ...assets].sort());
    const nativeAddons = assets.filter((a) => a.startsWith('node_modules/'));
    expect(nativeAddons.reduce((r, a) => r.replaceAll(a, ''), runtime)).not.toMatch(/tsx|npm ci|node_modules/);
  });

  it('runs node on the bundle as a non-root user, with a health check on its port', () => {
    expect(runtime).toContain(`CMD ["node", "--enable-source-maps", "dist/${server}/index.js"]`);
    expect(runtime).toMatch(/^USER 1000:1000$/m);
    expect(runtime).toContain(`EXPOSE ${port}`);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toContain(`||${port})+'${health}')`);
    expect(runtime).toContain('ENV NODE_ENV=production');
  });
});
