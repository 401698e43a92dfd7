// Starts the whole portal as child processes: lichess-sandbox, core-service, the three BFFs and the
// edge. Used by `npm start` (scripts/start.mjs) and by the browser journeys (e2e/global-setup.ts),
// so both run the same processes the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Token of the sandbox fixtures' platform account (lichess-sandbox PLATFORM_TOKEN). */
export const SANDBOX_PLATFORM_TOKEN = 'lio_sandboxPlatformToken000000000000';

export const defaultPorts = { edge: 8080, player: 8081, organizer: 8082, admin: 8083, core: 8090, sandbox: 8099 };

/** The processes of the portal, in start order, with the environment each one reads. */
export function stackProcesses({ ports = defaultPorts, secrets, env = {} }) {
  // PUBLIC_URL: the portal's address in the browser (Lichess OAuth redirect_uri, e-mail links); override with env
  const base = {
    PUBLIC_URL: `http://localhost:${ports.edge}`,
    ...process.env,
    CORE_SERVICE_TOKEN: secrets.coreServiceToken,
    ...env,
  };
  const coreUrl = `http://127.0.0.1:${ports.core}`;
  const bff = (role, port) => ({
    name: `bff-${role}`,
    entry: `bff-${role}/src/index.ts`,
    health: `http://127.0.0.1:${port}/readyz`,
    env: {
      ...base,
      [`BFF_${role.toUpperCase()}_PORT`]: String(port),
      CORE_URL: coreUrl,
      SESSION_KEYS: secrets.sessionKeys,
    },
  });
  return [
    {
      name: 'lichess-sandbox',
      entry: 'lichess-sandbox/src/index.ts',
      health: `http://127.0.0.1:${ports.sandbox}/_sandbox/clock`,
      env: { ...base, SANDBOX_PORT: String(ports.sandbox) },
      skip: Boolean(env.LICHESS_URL && !env.LICHESS_URL.includes(`:${ports.sandbox}`)),
    },
    {
      name: 'core-service',
      entry: 'core-service/src/index.ts',
      health: `${coreUrl}/health`,
      env: {
        ...base,
        CORE_PORT: String(ports.core),
        LICHESS_URL: env.LICHESS_URL ?? `http://127.0.0.1:${ports.sandbox}`,
        // the sandbox fixtures' platform account (ChessSchoolHQ, leader of chess-school)
        ...(env.LICHESS_URL ? {} : { LICHESS_PLATFORM_TOKEN: SANDBOX_PLATFORM_TOKEN }),
        TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY ?? secrets.tokenEncryptionKey,
      },
    },
    bff('player', ports.player),
    bff('organizer', ports.organizer),
    bff('admin', ports.admin),
    {
      name: 'edge',
      entry: 'shell/server/index.ts',
      health: `http://127.0.0.1:${ports.edge}/readyz`,
      env: {
        ...base,
        EDGE_PORT: String(ports.edge),
        PLAYER_BFF_URL: `http://127.0.0.1:${ports.player}`,
        ORGANIZER_BFF_URL: `http://127.0.0.1:${ports.organizer}`,
        ADMIN_BFF_URL: `http://127.0.0.1:${ports.admin}`,
      },
    },
  ].filter((p) => !p.skip);
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) }); // a port someone else holds may never answer
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy at ${url} after ${timeoutMs} ms`);
}

function pipeWithPrefix(stream, name, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) out.write(`${name.padEnd(16)}| ${line}\n`);
  });
}

/**
 * Starts every process and waits until each answers its health check. With `restart`, a process that
 * exits once it was healthy is started again with back-off (scripts/supervisor.mjs) until stop().
 * `processes` replaces the portal's usual list (stackProcesses), e.g. with several instances of a
 * service (the replicas tests); an array in it is a group of processes started together.
 * `onStart(name, child)` hears of every start, restarts included.
 * @returns {Promise<{ stop: () => Promise<void>, children: import('node:child_process').ChildProcess[] }>}
 */
export async function startStack({
  ports = defaultPorts,
  secrets,
  env = {},
  processes,
  log = process.stdout,
  timeoutMs = 60000,
  restart = false,
  backoff = {},
  onStart: onAnyStart,
}) {
  const supervisors = [];
  const stop = async () => {
    await Promise.all([...supervisors].reverse().map((s) => s.stop()));
  };
  const say = (line) => log?.write(`${line}\n`);
  const startOne = async (proc) => {
    const supervisor = supervise({
      name: proc.name,
      restart: false,
      log: say,
      ...backoff,
      start: () => spawnService(proc, log),
      onStart: (child, restarts) => {
        onAnyStart?.(proc.name, child);
        if (!restarts) return;
        const started = Date.now();
        const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
        waitForHealth(proc.health, child, timeoutMs).then(
          () => say(`${proc.name} is healthy again (${seconds()} s after restart)`),
          () => {},
        );
      },
    });
    supervisors.push(supervisor);
    await waitForHealth(proc.health, supervisor.child, timeoutMs).catch((err) => {
      throw new Error(`${proc.name} ${err.message}`);
    });
    if (restart) supervisor.restartOnExit();
  };
  try {
    // an array in `processes` is a group started together (each waits for the groups before it)
    for (const step of processes ?? stackProcesses({ ports, secrets, env })) {
      const group = Array.isArray(step) ? step : [step];
      const results = await Promise.allSettled(group.map(startOne));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    stop,
    get children() {
      return supervisors.map((s) => s.child);
    },
  };
}

/** A TypeScript entry runs through tsx; a JavaScript one (a bundle of `npm run build:servers`) as is. */
function spawnService(proc, log) {
  const entry = path.resolve(repoRoot, proc.entry);
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    cwd: repoRoot,
    env: proc.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    pipeWithPrefix(child.stdout, proc.name, log);
    pipeWithPrefix(child.stderr, proc.name, log);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}
