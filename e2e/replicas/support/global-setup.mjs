// One real PostgreSQL, `npm start`'s own (scripts/embedded-postgres.mjs: durable, and supervised: a
// killed server is started again), and, on it, two core instances, two bff-player instances,
// bff-organizer, bff-admin, the Lichess sandbox and the edge balancing across the BFF instances, all on
// 127.0.0.1 and supervised as `npm start` does (scripts/supervisor.mjs: a process that dies is started
// again). The servers run as the production images run them: the bundles of `npm run build:servers`
// (built into a temp dir first), which start in a third of tsx's time on a busy machine, so a
// restart is quick. The tests read addresses and current process ids from replicasStackFile.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServers } from '../../../scripts/build-servers.mjs';
import { startEmbeddedPostgres } from '../../../scripts/embedded-postgres.mjs';
import { stackProcesses, startStack } from '../../../scripts/stack.mjs';
import { replicasStackFile } from './stack-file.mjs';

/** Ports from E2E_PORT_BASE: edge base, BFFs base+1..4, cores base+10/11, sandbox base+19, PostgreSQL base+20. */
export function replicaPorts(base) {
  return {
    edge: base,
    player: [base + 1, base + 4],
    organizer: base + 2,
    admin: base + 3,
    core: [base + 10, base + 11],
    sandbox: base + 19,
    postgres: base + 20,
  };
}

const url = (port) => `http://127.0.0.1:${port}`;

/** The usual processes (stackProcesses), with core and bff-player twice and the lists wired in; bundles from `bundleDir`. */
export function replicaProcesses(ports, secrets, env, bundleDir) {
  const single = {
    edge: ports.edge,
    player: ports.player[0],
    organizer: ports.organizer,
    admin: ports.admin,
    core: ports.core[0],
    sandbox: ports.sandbox,
  };
  const bundled = (p) => ({ ...p, entry: path.join(bundleDir, p.name, 'index.js') });
  const base = Object.fromEntries(stackProcesses({ ports: single, secrets, env }).map((p) => [p.name, bundled(p)]));
  const coreUrls = ports.core.map(url);
  // each BFF instance starts its round-robin on another core, as separate pods would
  const coreList = (i) => [...coreUrls.slice(i % coreUrls.length), ...coreUrls.slice(0, i % coreUrls.length)].join(',');
  const core = (i) => ({
    ...base['core-service'],
    name: `core-service-${i + 1}`,
    health: `${coreUrls[i]}/health`,
    // the first instance migrates and seeds the demo data; the second only serves (as in Kubernetes)
    env: {
      ...base['core-service'].env,
      CORE_PORT: String(ports.core[i]),
      ...(i > 0 ? { MIGRATE_ON_START: 'false', SEED_DEMO: 'false' } : {}),
    },
  });
  const player = (i) => ({
    ...base['bff-player'],
    name: `bff-player-${i + 1}`,
    health: `${url(ports.player[i])}/readyz`,
    env: { ...base['bff-player'].env, BFF_PLAYER_PORT: String(ports.player[i]), CORE_URL: coreList(i) },
  });
  const withCores = (p) => ({ ...p, env: { ...p.env, CORE_URL: coreList(0) } });
  const edge = base.edge;
  // groups start together: the first core migrates before the second one starts
  return [
    [base['lichess-sandbox'], core(0)],
    [core(1), player(0), player(1), withCores(base['bff-organizer']), withCores(base['bff-admin'])],
    { ...edge, env: { ...edge.env, PLAYER_BFF_URL: ports.player.map(url).join(',') } },
  ];
}

export default async function globalSetup() {
  const started = Date.now();
  const ports = replicaPorts(Number(process.env.E2E_PORT_BASE ?? 18080));
  const secrets = {
    coreServiceToken: randomBytes(16).toString('hex'),
    sessionKeys: randomBytes(16).toString('hex'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
  };
  const bundleDir = path.join(os.tmpdir(), `csa-replicas-servers-${ports.edge}`);
  await buildServers({
    names: ['core-service', 'bff-player', 'bff-organizer', 'bff-admin', 'edge', 'lichess-sandbox'],
    outDir: bundleDir,
    log: () => {},
  });
  const built = Date.now();
  const logs = [];
  const log = process.env.E2E_VERBOSE ? process.stdout : { write: (line) => logs.push(line) };
  // open to the server's user (as root, PostgreSQL runs as "postgres"), so the cluster stays in it
  const databaseDir = mkdtempSync(path.join(os.tmpdir(), 'csa-replicas-pg-'));
  chmodSync(databaseDir, 0o755);
  let postgres;
  try {
    postgres = await startEmbeddedPostgres({
      dir: path.join(databaseDir, 'postgres'),
      port: ports.postgres,
      password: randomBytes(16).toString('hex'),
      maxConnections: 200,
      restart: true, // as npm start runs it: the crash test kills it
      say: (line) => log.write(`${line}\n`),
    });
  } catch (err) {
    rmSync(databaseDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
    throw err;
  }
  globalThis.__CSA_REPLICAS__ = { postgres, bundleDir, databaseDir };
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: postgres.url,
    SEED_DEMO: 'true',
    CORE_TEST_CONTROL: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: url(ports.edge),
  };
  const pids = {};
  const info = {
    edgeUrl: url(ports.edge),
    playerUrls: ports.player.map(url),
    organizerUrl: url(ports.organizer),
    coreUrls: ports.core.map(url),
    sandboxUrl: url(ports.sandbox),
    coreServiceToken: secrets.coreServiceToken,
    databaseUrl: postgres.url,
    databasePidFile: path.join(postgres.dataDir, 'postmaster.pid'),
    pids,
  };
  const write = () => writeFileSync(replicasStackFile, JSON.stringify(info));
  try {
    const stack = await startStack({
      processes: replicaProcesses(ports, secrets, env, bundleDir),
      log,
      restart: true,
      timeoutMs: 90_000,
      onStart: (name, child) => {
        pids[name] = child.pid;
        write();
      },
    });
    globalThis.__CSA_REPLICAS__.stack = stack;
  } catch (err) {
    process.stderr.write(logs.join(''));
    await postgres.stop();
    rmSync(replicasStackFile, { force: true });
    rmSync(bundleDir, { recursive: true, force: true });
    rmSync(databaseDir, { recursive: true, force: true });
    throw err;
  }
  write();
  const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(0);
  process.stdout.write(
    `\nreplicas: servers bundled in ${seconds(started, built)} s, PostgreSQL and 8 processes up in ${seconds(built)} s\n`,
  );
}
