// Starts the whole portal once for the journeys, on its own ports and an in-memory database with the
// demo data, so a running `npm start` is not disturbed. Supervised like `npm start`: a service that exits
// is started again (a journey may kill one, e2e/support/services.ts); the stack file keeps every service's
// address and current process id.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { startStack } from '../../scripts/stack.mjs';
import { stackFile } from './stack-file.mjs';

export default async function globalSetup() {
  const base = Number(process.env.E2E_PORT_BASE ?? 18080);
  const ports = {
    edge: base,
    player: base + 1,
    organizer: base + 2,
    admin: base + 3,
    core: base + 10,
    sandbox: base + 19,
  };
  const secrets = {
    coreServiceToken: randomBytes(16).toString('hex'),
    sessionKeys: randomBytes(16).toString('hex'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
  };
  const logs = [];
  const log = { write: (line) => logs.push(line) };
  const services = {
    'lichess-sandbox': `http://127.0.0.1:${ports.sandbox}/_sandbox/clock`,
    'core-service': `http://127.0.0.1:${ports.core}/health`,
    'bff-player': `http://127.0.0.1:${ports.player}/readyz`,
    'bff-organizer': `http://127.0.0.1:${ports.organizer}/readyz`,
    'bff-admin': `http://127.0.0.1:${ports.admin}/readyz`,
    edge: `http://127.0.0.1:${ports.edge}/readyz`,
  };
  const pids = {};
  let written;
  const write = () => writeFileSync(stackFile, JSON.stringify({ ...written, pids }));
  const stack = await startStack({
    ports,
    secrets,
    restart: true,
    onStart: (name, child) => {
      pids[name] = child.pid;
      if (written) write();
    },
    // a busy machine (several suites at once) may need longer than the default minute per service
    ...(process.env.E2E_STARTUP_TIMEOUT_MS ? { timeoutMs: Number(process.env.E2E_STARTUP_TIMEOUT_MS) } : {}),
    env: {
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      CORE_TEST_CONTROL: 'true',
      // jobs run when a journey asks: a tick while one journey has moved core's clock days ahead
      // would mark the seeded commission overdue and deactivate the demo organizer for the others
      JOBS_ENABLED: 'false',
      // the browser's origin (baseUrl below): Lichess OAuth comes back here with the session cookie
      PUBLIC_URL: `http://127.0.0.1:${ports.edge}`,
    },
    log: process.env.E2E_VERBOSE ? process.stdout : log,
  }).catch((err) => {
    process.stderr.write(logs.join(''));
    throw err;
  });
  globalThis.__CSA_STACK__ = stack;
  written = {
    baseUrl: `http://127.0.0.1:${ports.edge}`,
    sandboxUrl: `http://127.0.0.1:${ports.sandbox}`,
    coreUrl: `http://127.0.0.1:${ports.core}`,
    playerBffUrl: `http://127.0.0.1:${ports.player}`,
    coreServiceToken: secrets.coreServiceToken,
    services,
  };
  write();
}
