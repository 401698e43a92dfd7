// `npm run build:servers [name ...]`: bundles the Node servers to plain JavaScript with esbuild, one
// folder per deployable under dist/ (dist/core-service/index.js, dist/edge/index.js, ...), so the
// production images run `node dist/<name>/index.js` without tsx or TypeScript.
//
// Files the servers read at run time stay where they are in the repository (contracts/openapi, the
// browser apps' dist folders): every `__dirname` in our own sources is rewritten to the source file's
// folder relative to the repository root, so defaults such as MFE_DIST_DIR keep working as long as
// the image keeps the repository layout (the Dockerfiles do).
//
// @electric-sql/pglite is left out of the bundle (it loads its WebAssembly from its own folder) and
// is required only when core actually opens PGlite, i.e. when DATABASE_URL is unset: the production
// images do not ship it, the repository's node_modules has it.
//
// Native addons (@node-rs/argon2 and its prebuilt binary) cannot be bundled either: they are required
// from the repository's node_modules at run time (core-service/Dockerfile copies them into the image).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Deployable → entry points (output file name → source). */
export const servers = {
  'core-service': {
    index: 'core-service/src/index.ts',
    migrate: 'core-service/src/db/migrate-cli.ts',
    // the statement reader's worker thread (payments/statements/run-statement-parse.ts), next to index.js
    'statement-worker': 'core-service/src/payments/statements/statement-worker.ts',
  },
  'bff-player': { index: 'bff-player/src/index.ts' },
  'bff-organizer': { index: 'bff-organizer/src/index.ts' },
  'bff-admin': { index: 'bff-admin/src/index.ts' },
  edge: { index: 'shell/server/index.ts' },
  'lichess-sandbox': { index: 'lichess-sandbox/src/index.ts' },
};

// Optional drivers that knex and pg require only when configured for them; none is installed.
const optionalDrivers = [
  'pg-native',
  'pg-query-stream',
  'sqlite3',
  'better-sqlite3',
  'mysql',
  'mysql2',
  'oracledb',
  'tedious',
  'mariadb',
  'mariadb/callback',
];

/** Keeps `__dirname` of our own sources meaning "the source file's folder" inside the bundle. */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const dir = path.relative(repoRoot, path.dirname(args.path)).split(path.sep).join('/');
      const sourceDir = `require('node:path').join(__repoRoot, ${JSON.stringify(dir)})`;
      const contents = source.replace(/\b__dirname\b/g, sourceDir);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** A native package is required from `<repository>/node_modules`, wherever the bundle is written. */
const repoNative = {
  name: 'repo-native',
  setup(b) {
    b.onResolve({ filter: /^@node-rs\/argon2$/ }, (args) => ({ path: args.path, namespace: 'repo-native' }));
    b.onLoad({ filter: /.*/, namespace: 'repo-native' }, (args) => ({
      loader: 'js',
      contents: `module.exports = require(require('node:path').join(__repoRoot, 'node_modules', ${JSON.stringify(args.path)}));`,
    }));
  },
};

/** PGlite is loaded on first use, so a build without it in node_modules runs on DATABASE_URL. */
const lazyPglite = {
  name: 'lazy-pglite',
  setup(b) {
    b.onResolve({ filter: /^@electric-sql\/pglite$/ }, (args) =>
      args.namespace === 'lazy-pglite'
        ? { path: args.path, external: true }
        : { path: 'pglite', namespace: 'lazy-pglite' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-pglite' }, () => ({
      loader: 'js',
      contents: `
        let loaded;
        function load() {
          try {
            return (loaded ??= require('@electric-sql/pglite'));
          } catch (err) {
            throw new Error('PGlite is not installed in this build: set DATABASE_URL (' + err.message + ')');
          }
        }
        module.exports = new Proxy({}, { get: (_, key) => load()[key] });
      `,
    }));
  },
};

/**
 * Bundles the named servers (all by default) into `outDir/<name>/`.
 * @param {{ names?: string[], outDir?: string, log?: (line: string) => void }} options
 */
export async function buildServers({
  names = Object.keys(servers),
  outDir = path.join(repoRoot, 'dist'),
  log = console.log,
} = {}) {
  for (const name of names) {
    if (!servers[name]) throw new Error(`unknown server "${name}"; one of: ${Object.keys(servers).join(', ')}`);
    const started = Date.now();
    const dir = path.join(outDir, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const rootFromBundle = path.relative(dir, repoRoot).split(path.sep).join('/') || '.';
    await build({
      entryPoints: Object.fromEntries(
        Object.entries(servers[name]).map(([out, src]) => [out, path.join(repoRoot, src)]),
      ),
      outdir: dir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      logLevel: 'warning',
      // pdfjs-dist is ES modules only: imported at run time from node_modules (the statement worker)
      external: [...optionalDrivers, 'pdfjs-dist'],
      plugins: [sourceDirname, lazyPglite, repoNative],
      banner: { js: `const __repoRoot = require('node:path').resolve(__dirname, ${JSON.stringify(rootFromBundle)});` },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`build:servers: ${name} → ${path.relative(repoRoot, dir) || dir} in ${seconds} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServers({ names: process.argv.length > 2 ? process.argv.slice(2) : undefined }).catch((err) => {
    console.error(`build:servers: ${err.message}`);
    process.exit(1);
  });
}
