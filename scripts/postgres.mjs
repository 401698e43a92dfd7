// A throwaway PostgreSQL for tests (TOOLCHAIN.md "Real Postgres in CI"): Debian's server binaries, a
// cluster in a temp dir, listening on 127.0.0.1 only (and a socket in that dir), fsync off, one database.
// As root the cluster belongs to the `postgres` user (initdb refuses root); otherwise to the caller.
// stop() ends the server and removes the dir; a process exit before stop() does the same.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin dir, or undefined. */
export function postgresBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(PG_ROOT, versions.at(-1), 'bin') : undefined;
}

export const MISSING_POSTGRES = 'PostgreSQL is not installed: run "sudo apt-get install -y postgresql" and try again';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function runAs(owner, bin, args, { timeoutMs = 60_000 } = {}) {
  const [cmd, argv] = owner ? ['runuser', ['-u', owner, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: timeoutMs, cwd: os.tmpdir() });
  if (result.status !== 0) {
    const why = result.error?.message ?? `${result.stderr}${result.stdout}`.trim().split('\n').slice(-3).join(' / ');
    throw new Error(`${path.basename(bin)} failed: ${why}`);
  }
  return result.stdout;
}

/**
 * Starts a cluster on 127.0.0.1:`port` with the database `database`.
 * @returns {{ url: string, dir: string, stop: () => void }}
 */
export function startPostgres({ port, database = 'app', maxConnections = 100 }) {
  const bin = postgresBin();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const owner = isRoot() ? 'postgres' : undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'csa-pg-'));
  if (owner) {
    const { uid, gid } = userIds(owner);
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  let running = false;
  const stop = () => {
    process.off('exit', stop);
    if (running) {
      running = false;
      try {
        runAs(owner, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    runAs(owner, path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=${maxConnections}`;
    running = true;
    runAs(owner, path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
      'start',
    ]);
    runAs(owner, path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-qc',
      `create database ${database}`,
    ]);
  } catch (err) {
    stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, dir, stop };
}

function userIds(name) {
  const out = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (out.status !== 0 || gid.status !== 0) throw new Error(`no user ${name}: is the postgresql package installed?`);
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
