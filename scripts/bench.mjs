// `npm run bench`: how much the SPEC's 5-second polling costs. Measures GET /api/tournaments/{id}
// through the edge (a full 200 answer, and a 304 revalidation with If-None-Match), straight at
// bff-player, and next to them a bare Node `http` server answering the same fixed JSON body, all in
// one run on loopback with autocannon, then prints a table (requests/s, p50, p99).
//
//   npm run bench                                   starts its own stack (in-memory database, demo data)
//   BENCH_URL=http://127.0.0.1:8080 npm run bench   uses a running portal (e.g. `npm start`)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10          seconds per scenario (max 60), parallel connections
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, startStack } from './stack.mjs';

const autocannon = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('autocannon');

const duration = Math.min(60, Math.max(1, Number(process.env.BENCH_DURATION ?? 10)));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const portBase = Number(process.env.BENCH_PORT_BASE ?? 23080);

function isLoopback(url) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

async function ownStack() {
  const ports = {
    edge: portBase,
    player: portBase + 1,
    organizer: portBase + 2,
    admin: portBase + 3,
    core: portBase + 10,
    sandbox: portBase + 19,
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
  }).catch((err) => {
    process.stderr.write(logs.join(''));
    throw err;
  });
  return { stack, edge: `http://127.0.0.1:${ports.edge}`, bff: `http://127.0.0.1:${ports.player}` };
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

async function main() {
  const external = process.env.BENCH_URL;
  if (external && !isLoopback(external)) throw new Error('BENCH_URL must be a loopback address');
  console.log(
    external
      ? `bench: using the running portal at ${external}`
      : 'bench: starting the portal (in-memory database, demo data) ...',
  );
  const own = external ? undefined : await ownStack();
  const edge = external ?? own.edge;
  const bare = { server: undefined };
  try {
    const list = await (await fetch(`${edge}/api/tournaments`)).json();
    if (!Array.isArray(list) || !list.length) throw new Error('no tournament to measure');
    const detailPath = `/api/tournaments/${list[0].id}`;
    const first = await fetch(`${edge}${detailPath}`);
    const body = await first.text();
    const etag = first.headers.get('etag');
    bare.server = await bareServer(body);
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}/`;
    console.log(
      `bench: GET ${detailPath} (${Buffer.byteLength(body)} bytes), ${connections} connections, ${duration} s each\n`,
    );

    const rows = [await measure('bare node http, fixed JSON body', bareUrl)];
    rows.push(await measure('edge → bff-player → core (200)', `${edge}${detailPath}`));
    if (etag) rows.push(await measure('edge, If-None-Match (304)', `${edge}${detailPath}`, { 'If-None-Match': etag }));
    if (own) rows.push(await measure('bff-player direct (200)', `${own.bff}${detailPath}`));
    console.table(rows);
  } finally {
    bare.server?.close();
    await own?.stack.stop();
  }
}

main().catch((err) => {
  console.error(`bench: ${err.message}`);
  process.exit(1);
});
