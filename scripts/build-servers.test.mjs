// The production images run `node dist/<name>/index.js`: bundle two servers into a folder outside the
// repository (as in an image, without node_modules) and start the bundles.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServers } from './build-servers.mjs';

jest.setTimeout(120000); // two bundle builds on a machine other test runs may load

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let outDir;
const running = [];

function start(file, env) {
  const child = spawn(process.execPath, [path.join(outDir, file)], {
    cwd: outDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  running.push(child);
  return { child, exited, output: () => output };
}

async function waitForOk(url, proc, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`exited with ${proc.child.exitCode}: ${proc.output()}`);
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer: ${proc.output()}`);
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'csa-build-servers-'));
  await buildServers({ names: ['lichess-sandbox', 'core-service'], outDir, log: () => {} });
});

afterAll(async () => {
  await Promise.all(
    running.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once('exit', r).kill('SIGKILL')) : null,
    ),
  );
  rmSync(outDir, { recursive: true, force: true });
});

it('bundles the sandbox into one file that serves on its own', async () => {
  const port = await freePort();
  const sandbox = start('lichess-sandbox/index.js', { SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1' });
  const res = await waitForOk(`http://127.0.0.1:${port}/_sandbox/clock`, sandbox);
  expect(await res.json()).toMatchObject({ frozen: false });
  sandbox.child.kill('SIGTERM');
  expect(await sandbox.exited).toBe(0);
});

it('bundles core: with MIGRATE_ON_START=false it serves at once, and /health reports the database', async () => {
  const port = await freePort();
  const dbPort = await freePort(); // nothing listens there
  const core = start('core-service/index.js', {
    CORE_PORT: String(port),
    DATABASE_URL: `postgres://arena@127.0.0.1:${dbPort}/arena`,
    MIGRATE_ON_START: 'false',
  });
  const deadline = Date.now() + 60000;
  let res;
  while (!res && Date.now() < deadline && core.child.exitCode === null) {
    res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => new Promise((r) => setTimeout(r, 100)));
  }
  expect(res?.status).toBeGreaterThanOrEqual(500);
  core.child.kill('SIGTERM');
  expect(await core.exited).toBe(0);
});

it('core without PGlite (as in the image) asks for DATABASE_URL', async () => {
  const core = start('core-service/index.js', { CORE_PORT: String(await freePort()) });
  expect(await core.exited).toBe(1);
  expect(core.output()).toContain('PGlite is not installed in this build: set DATABASE_URL');
});

it('bundles the migration command the Kubernetes Job runs; it goes to DATABASE_URL', async () => {
  const port = await freePort(); // nothing listens there
  const migrate = start('core-service/migrate.js', { DATABASE_URL: `postgres://arena@127.0.0.1:${port}/arena` });
  expect(await migrate.exited).toBe(1);
  expect(migrate.output()).toMatch(/Migration failed:[\s\S]*ECONNREFUSED/);
});

it('refuses an unknown server name', async () => {
  await expect(buildServers({ names: ['nope'], outDir, log: () => {} })).rejects.toThrow('unknown server "nope"');
});
