// `npm start`: the whole portal on http://localhost:8080 with the embedded database (PGlite under
// .data/) and the Lichess sandbox, demo data seeded on an empty database. A service that exits is
// started again with back-off (scripts/supervisor.mjs); only Ctrl-C (SIGINT) or SIGTERM stops everything.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBrowserApps } from './build.mjs';
import { defaultPorts, repoRoot, startStack } from './stack.mjs';

function localSecrets() {
  const file = path.join(repoRoot, '.data', 'local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(path.dirname(file), { recursive: true });
  const secrets = {
    coreServiceToken: randomBytes(24).toString('hex'),
    sessionKeys: randomBytes(32).toString('hex'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
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
const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PGLITE_DIR: process.env.DATABASE_URL ? undefined : (process.env.PGLITE_DIR ?? path.join(repoRoot, '.data', 'pglite')),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  LICHESS_TEAM_ID: process.env.LICHESS_TEAM_ID ?? 'chess-school',
  ...(useSandbox ? {} : { LICHESS_URL: process.env.LICHESS_URL }),
};
for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

try {
  buildBrowserApps();
} catch (err) {
  console.error(`npm start: ${err.message}`);
  process.exit(1);
}

let stack;
try {
  stack = await startStack({ ports, secrets: localSecrets(), env, restart: true });
} catch (err) {
  console.error(`npm start: ${err.message}`);
  process.exit(1);
}

console.log(`
  Chess School Arena is running: http://localhost:${ports.edge}
  Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.PGLITE_DIR}`}
  Lichess:  ${useSandbox ? `sandbox on http://localhost:${ports.sandbox}` : process.env.LICHESS_URL}

  Demo logins (seeded on an empty local database):
    admin      admin@example.com      / admin123
    organizer  organizer@example.com  / organizer123
    player     player@example.com     / player123   (Lichess: DemoPlayer, in the team)

  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Chess School Arena ...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
