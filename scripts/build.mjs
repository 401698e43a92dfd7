// Builds the browser apps (shell and the three remotes) with webpack.
// `node scripts/build.mjs` builds what is missing or older than its sources; `--force` rebuilds all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const browserApps = ['shell', 'mfe-player', 'mfe-organizer', 'mfe-admin'];
// what every app's bundle is made of besides its own folder: the shared libraries and their build settings
const sharedSources = [
  'libs/portal-kit/src',
  'libs/portal-kit/webpack',
  'libs/portal-kit/package.json',
  'contracts/src',
  'contracts/package.json',
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(app) {
  const stamp = path.join(repoRoot, app, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [path.join(app, 'src'), ...sharedSources].map((d) => newestMtime(path.join(repoRoot, d)));
  const configs = ['webpack.config.js', 'module-federation.config.js', 'package.json', 'first-paint.html']
    .map((f) => path.join(repoRoot, app, f))
    .filter(existsSync)
    .map((f) => statSync(f).mtimeMs);
  return Math.max(...inputs, ...configs) > built;
}

export function buildBrowserApps({ force = false, log = console.log } = {}) {
  for (const app of browserApps) {
    if (!force && !isStale(app)) {
      log(`build: ${app} is up to date`);
      continue;
    }
    log(`build: ${app} ...`);
    const started = Date.now();
    // npm may install webpack-cli inside the app's own node_modules rather than at the root
    const webpackCli = createRequire(path.join(repoRoot, app, 'package.json')).resolve('webpack-cli/bin/cli.js');
    const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(repoRoot, app),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`build of ${app} failed`);
    }
    writeFileSync(path.join(repoRoot, app, 'dist', '.build-stamp'), new Date().toISOString());
    log(`build: ${app} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildBrowserApps({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
