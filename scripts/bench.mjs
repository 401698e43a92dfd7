// `npm run bench`: how much the SPEC's 5-second polling costs. Measures GET /api/tournaments/{id}
// through the edge (a full 200 answer, and a 304 revalidation with If-None-Match), straight at
// bff-player, and next to them a bare Node `http` server answering the same fixed JSON body, all in
// one run on loopback with autocannon, then prints a table (requests/s, p50, p99).
//
//   npm run bench                                   starts its own stack (in-memory database, demo data)
//   BENCH_URL=http://127.0.0.1:8080 npm run bench   uses a running portal (e.g. `npm start`)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10          seconds per scenario (max 60), parallel connections
//   BENCH_BASELINE_DIR=/path/to/other/checkout      also starts that checkout's stack (ports + 100) and
//                                                   measures every scenario on both, side by side
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, startStack as startOwnStack } from './stack.mjs';

const autocannon = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('autocannon');

const duration = Math.min(60, Math.max(1, Number(process.env.BENCH_DURATION ?? 10)));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const portBase = Number(process.env.BENCH_PORT_BASE ?? 23080);

function isLoopback(url) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

async function ownStack(root, base = portBase) {
  const { startStack } = root ? await import(path.join(root, 'scripts', 'stack.mjs')) : { startStack: startOwnStack };
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
  const stack = await startStack({
    ports,
    secrets,
    env: { NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    log: { write: (line) => logs.push(line) },
    timeoutMs: 180_000, // a loaded 2-core machine can take over a minute to start core (PGlite, migrations, seed)
  }).catch((err) => {
    process.stderr.write(logs.join(''));
    throw err;
  });
  return {
    stack,
    edge: `http://127.0.0.1:${ports.edge}`,
    bff: `http://127.0.0.1:${ports.player}`,
    core: `http://127.0.0.1:${ports.core}`,
    coreAuth: { Authorization: `Bearer ${secrets.coreServiceToken}` },
  };
}

function bareServer(body) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(name, url, headers = {}) {
  await autocannon({ url, headers, connections, duration: 1 }); // warm-up
  const r = await autocannon({ url, headers, connections, duration });
  return {
    scenario: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    status: ['2xx', '3xx', '4xx', '5xx']
      .filter((k) => r[k])
      .map((k) => `${k}:${r[k]}`)
      .join(' '),
    errors: r.errors + r.timeouts,
  };
}

/** The demo player's session cookie, signed in through the edge. */
async function signIn(edge) {
  const res = await fetch(`${edge}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(edge).origin },
    body: JSON.stringify({ email: 'player@example.com', password: 'player123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The scenarios of one stack: [name, url, headers]. */
async function scenarios(target) {
  const list = await (await fetch(`${target.edge}/api/tournaments`)).json();
  if (!Array.isArray(list) || !list.length) throw new Error('no tournament to measure');
  const detailPath = `/api/tournaments/${list[0].id}`;
  const first = await fetch(`${target.edge}${detailPath}`);
  const body = await first.text();
  const etag = first.headers.get('etag');
  const rows = [['edge → bff-player → core (200)', `${target.edge}${detailPath}`, {}]];
  if (etag) rows.push(['edge, If-None-Match (304)', `${target.edge}${detailPath}`, { 'If-None-Match': etag }]);
  if (target.bff) rows.push(['bff-player direct (200)', `${target.bff}${detailPath}`, {}]);
  if (target.core) {
    const coreUrl = `${target.core}/tournaments/${list[0].id}`;
    rows.push(['core direct (200)', coreUrl, target.coreAuth]);
    const coreTag = (await fetch(coreUrl, { headers: target.coreAuth })).headers.get('etag');
    if (coreTag)
      rows.push(['core direct, If-None-Match (304)', coreUrl, { ...target.coreAuth, 'If-None-Match': coreTag }]);
  }
  const cookie = await signIn(target.edge).catch(() => undefined);
  if (cookie) {
    const dashboard = `${target.edge}/api/user/tournament-registrations`;
    rows.push(['edge, signed-in dashboard poll (200)', dashboard, { Cookie: cookie }]);
    const tag = (await fetch(dashboard, { headers: { Cookie: cookie } })).headers.get('etag');
    if (tag) rows.push(['edge, signed-in dashboard poll (304)', dashboard, { Cookie: cookie, 'If-None-Match': tag }]);
  }
  return { detailPath, body, rows };
}

async function main() {
  const external = process.env.BENCH_URL;
  if (external && !isLoopback(external)) throw new Error('BENCH_URL must be a loopback address');
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  console.log(
    external
      ? `bench: using the running portal at ${external}`
      : 'bench: starting the portal (in-memory database, demo data) ...',
  );
  const own = external ? undefined : await ownStack();
  const baseline = baselineDir && !external ? await ownStack(path.resolve(baselineDir), portBase + 100) : undefined;
  const targets = [['', own ?? { edge: external }]];
  if (baseline) targets.push([' [baseline]', baseline]);
  const bare = { server: undefined };
  try {
    const plans = [];
    for (const [label, target] of targets) plans.push([label, await scenarios(target)]);
    const [, { detailPath, body }] = plans[0];
    bare.server = await bareServer(body);
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}/`;
    console.log(
      `bench: GET ${detailPath} (${Buffer.byteLength(body)} bytes), ${connections} connections, ${duration} s each\n`,
    );
    const rows = [await measure('bare node http, fixed JSON body', bareUrl)];
    // each scenario on every stack, one after the other, so the rows to compare are taken side by side
    const names = [...new Set(plans.flatMap(([, plan]) => plan.rows.map(([name]) => name)))];
    for (const name of names) {
      for (const [label, plan] of plans) {
        const row = plan.rows.find(([n]) => n === name);
        if (row) rows.push(await measure(`${name}${label}`, row[1], row[2]));
      }
    }
    console.table(rows);
  } finally {
    bare.server?.close();
    await own?.stack.stop();
    await baseline?.stack.stop();
  }
}

main().catch((err) => {
  console.error(`bench: ${err.message}`);
  process.exit(1);
});
