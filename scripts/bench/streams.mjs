// The live-stream scenario (issue 25: ≥ 20,000 open dashboards with a live stream each; a write reaches
// every affected stream with p99 < 1 s; ≤ 50 KB of memory per stream). N streams are opened on
// GET /api/events through the edge, as the shell opens one per tab, by cheap generators
// (stream-clients.mjs, one child process per lane); then joins are made through the edge, each bumping
// `tournament:<id>`, which every stream is told about, and for each join the time until each stream got
// its event is measured (p50/p99/max over all streams and joins; streams that never got it within
// 10 s are counted as missed). Memory: resident size (and V8 heap where /metrics says it) of every edge,
// bff-player and core process before the streams and at each step; per stream = total growth / N.
//
// Limits of this machine: a process may hold at most `ulimit -Hn` (20,000) descriptors and the bench
// cannot raise it (no CAP_SYS_RESOURCE in this container). An edge and a BFF hold two sockets per stream,
// core one, so the streams are spread over lanes of at most BENCH_STREAMS_PER_LANE (7,000): lane 0 is the
// bench's portal, every further lane one more edge → bff-player → core chain on the same database (core
// instances share the read model's NOTIFY as replicas do). The per-user caps (5 per BFF, 5 per core) are
// kept: the bench seeds N/5 player accounts and a session for each by SQL (signing in N/5 times would
// hash as many passwords) and signs their cookies with the portal's SESSION_KEYS, 5 streams a session.
import { createHmac } from 'node:crypto';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, stackProcesses, startStack } from '../stack.mjs';

const require = createRequire(path.join(repoRoot, 'core-service', 'package.json'));
const pg = require('pg');

const STREAMS_PER_SESSION = 5;
const MISSED_AFTER_MS = 10_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const url = (port) => `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `count` player accounts (copies of the demo player) with one session each; answers their session ids. */
export async function seedStreamSessions(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const template = await client.query(
      `select s.data from sessions s join users u on u.id = s.user_id
        where u.email = 'player@example.com' order by s.expires_at desc limit 1`,
    );
    if (!template.rows.length) throw new Error('no signed-in session of the demo player to copy');
    await client.query(
      `insert into users
       select (jsonb_populate_record(null::users, to_jsonb(u) || jsonb_build_object(
         'id', gen_random_uuid(), 'email', 'bench-stream-' || i || '@example.com', 'username', 'benchstream' || i,
         'lichess_username', null, 'lichess_connected_username', null,
         'lichess_access_token', null, 'lichess_refresh_token', null))).*
         from users u, generate_series(1, $1::int) i
        where u.email = 'player@example.com'
       on conflict do nothing`,
      [count],
    );
    await client.query(
      `insert into sessions (sid, user_id, data, expires_at)
       select 'bench-stream-' || u.username, u.id, $1::jsonb || jsonb_build_object('userId', u.id), now() + interval '1 day'
         from users u where u.email like 'bench-stream-%'
       on conflict (sid) do nothing`,
      [JSON.stringify(template.rows[0].data)],
    );
    const { rows } = await client.query(
      `select sid from sessions where sid like 'bench-stream-%' order by sid limit $1::int`,
      [count],
    );
    return rows.map((r) => r.sid);
  } finally {
    await client.end();
  }
}

/** The browser's cookie for a session id: `csa.sid` signed as cookies/Keygrip sign it (the first key). */
export function sessionCookie(sid, sessionKeys) {
  const key = sessionKeys.split(',')[0].trim();
  const sig = createHmac('sha1', key).update(`csa.sid=${sid}`).digest('base64url');
  return `csa.sid=${sid}; csa.sid.sig=${sig}`;
}

/** The extra lanes' processes (lane ≥ 1): core (no migrations, no seed, no jobs), bff-player, edge. */
function laneProcesses({ lanes, portBase, mainPorts, secrets, env }) {
  const groups = [[], [], []];
  for (let lane = 1; lane < lanes; lane += 1) {
    const ports = {
      ...mainPorts,
      edge: portBase + 40 + lane * 4,
      player: portBase + 41 + lane * 4,
      core: portBase + 42 + lane * 4,
    };
    const byName = Object.fromEntries(stackProcesses({ ports, secrets, env }).map((p) => [p.name, p]));
    const core = byName['core-service'];
    groups[0].push({
      ...core,
      name: `core-service-${lane}`,
      env: { ...core.env, MIGRATE_ON_START: 'false', SEED_DEMO: 'false', JOBS_ENABLED: 'false' },
    });
    groups[1].push({ ...byName['bff-player'], name: `bff-player-${lane}` });
    groups[2].push({ ...byName.edge, name: `edge-${lane}` });
  }
  return groups.filter((g) => g.length);
}

function vmRssKb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) : 0;
  } catch {
    return 0;
  }
}

async function heapBytes(metricsUrl) {
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) })).text();
    const m = text.match(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\d+(?:\.\d+)?)/m);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** RSS (kB) by kind, and the V8 heap (bytes) of the processes with /metrics on their port (cores, BFFs). */
async function memory(processes) {
  const out = { edge: 0, bff: 0, core: 0, heap: 0 };
  for (const p of processes) {
    out[p.kind] += vmRssKb(p.pid());
    if (p.metrics) out.heap += (await heapBytes(p.metrics)) ?? 0;
  }
  return out;
}

function child() {
  const proc = fork(path.join(here, 'stream-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map();
  proc.on('message', (msg) => {
    waiting.get(msg.id)?.(msg);
    waiting.delete(msg.id);
  });
  const ask = (msg) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      proc.send({ ...msg, id });
    });
  return { ask, proc };
}

const at = (sorted, q) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : 0;

/**
 * @param {{ edgePort: number, portBase: number, mainPorts: object, secrets: object, env: object,
 *   databaseUrl?: string, servicePids: Map<string, number>, steps: number[], perLane: number,
 *   writesPerStep: number, writes: { nextJoin(): { tournamentId: string, send(): Promise<number> } },
 *   log: (line: string) => void, whileOpen?: (n: number) => Promise<void> }} opts
 */
export async function streamScenario(opts) {
  const { portBase, mainPorts, secrets, env, steps, perLane, writesPerStep, writes, log } = opts;
  if (!opts.databaseUrl) throw new Error('needs PostgreSQL (the sessions are seeded by SQL)');
  const max = Math.max(...steps);
  const lanes = Math.max(1, Math.ceil(max / perLane));
  // each lane its own block of sessions, 5 streams on each
  const perLaneMax = Math.ceil(max / lanes);
  const usersPerLane = Math.ceil(perLaneMax / STREAMS_PER_SESSION);
  const users = usersPerLane * lanes;
  const seeded = Date.now();
  const sids = await seedStreamSessions(opts.databaseUrl, users);
  log(`streams: ${sids.length} accounts and sessions seeded in ${Date.now() - seeded} ms; ${lanes} lane(s)`);
  if (sids.length < users) throw new Error(`seeded ${sids.length} sessions of ${users}`);
  const cookies = sids.map((sid) => sessionCookie(sid, secrets.sessionKeys));

  const lanePids = new Map();
  const extra =
    lanes > 1
      ? await startStack({
          secrets,
          processes: laneProcesses({ lanes, portBase, mainPorts, secrets, env }),
          timeoutMs: 180_000,
          log: { write: () => {} },
          onStart: (name, c) => lanePids.set(name, c.pid),
        })
      : null;
  const clients = [];
  try {
    const laneEdge = (lane) => (lane === 0 ? mainPorts.edge : portBase + 40 + lane * 4);
    /** every process a stream goes through, with how to find its pid and its /metrics */
    const processes = [
      { kind: 'edge', pid: () => opts.servicePids.get('edge') },
      { kind: 'bff', pid: () => opts.servicePids.get('bff-player'), metrics: `${url(mainPorts.player)}/metrics` },
      { kind: 'core', pid: () => opts.servicePids.get('core-service'), metrics: `${url(mainPorts.core)}/metrics` },
    ];
    for (let lane = 1; lane < lanes; lane += 1) {
      processes.push(
        { kind: 'edge', pid: () => lanePids.get(`edge-${lane}`) },
        {
          kind: 'bff',
          pid: () => lanePids.get(`bff-player-${lane}`),
          metrics: `${url(portBase + 41 + lane * 4)}/metrics`,
        },
        {
          kind: 'core',
          pid: () => lanePids.get(`core-service-${lane}`),
          metrics: `${url(portBase + 42 + lane * 4)}/metrics`,
        },
      );
    }
    for (let lane = 0; lane < lanes; lane += 1) clients.push(child());
    await sleep(3000);
    const before = await memory(processes);
    const results = [];
    for (const n of steps) {
      // each lane its share, on its own block of sessions (a user's 5 streams on one lane, as a browser's tabs
      // reach one edge through the ingress's affinity)
      const opened = await Promise.all(
        clients.map((c, lane) =>
          c.ask({
            type: 'open',
            edge: { host: '127.0.0.1', port: laneEdge(lane) },
            cookies: cookies.slice(lane * usersPerLane, (lane + 1) * usersPerLane),
            perCookie: STREAMS_PER_SESSION,
            target: Math.floor(n / lanes) + (lane < n % lanes ? 1 : 0),
            concurrency: 64,
            localAddresses: ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'],
          }),
        ),
      );
      const open = opened.reduce((s, o) => s + o.open, 0);
      const failures = {};
      for (const o of opened) for (const [k, v] of Object.entries(o.failures)) failures[k] = (failures[k] ?? 0) + v;
      const openMs = Math.max(...opened.map((o) => o.ms));
      log(
        `streams: ${open} open of ${n} (${openMs} ms)${Object.keys(failures).length ? ` failures ${JSON.stringify(failures)}` : ''}`,
      );
      await sleep(3000);
      const after = await memory(processes);
      // the joins, one after another; every stream should hear of each
      const delays = [];
      let missed = 0;
      const statuses = [];
      for (let w = 0; w < writesPerStep; w += 1) {
        const join = writes.nextJoin();
        await Promise.all(clients.map((c) => c.ask({ type: 'mark', marker: `"tournament:${join.tournamentId}"` })));
        const since = performance.timeOrigin + performance.now();
        statuses.push(await join.send());
        const deadline = Date.now() + MISSED_AFTER_MS;
        for (;;) {
          const counts = await Promise.all(clients.map((c) => c.ask({ type: 'count' })));
          const got = counts.reduce((s, c) => s + c.got, 0);
          const still = counts.reduce((s, c) => s + c.open, 0);
          if (got >= still || Date.now() > deadline) break;
          await sleep(100);
        }
        const collected = await Promise.all(clients.map((c) => c.ask({ type: 'collect', since })));
        for (const c of collected) {
          delays.push(...c.delays);
          missed += c.missed;
        }
        const mine = collected.flatMap((c) => c.delays).sort((a, b) => a - b);
        log(
          `streams: join ${w + 1} (${statuses.at(-1)}): ${mine.length} got it, p99 ${at(mine, 0.99)} ms, max ${at(mine, 1)} ms`,
        );
        await sleep(1000);
      }
      delays.sort((a, b) => a - b);
      const grownKb = {
        edge: after.edge - before.edge,
        bff: after.bff - before.bff,
        core: after.core - before.core,
      };
      const total = grownKb.edge + grownKb.bff + grownKb.core;
      results.push({
        n,
        open,
        openMs,
        failures,
        p50: at(delays, 0.5),
        p99: at(delays, 0.99),
        max: at(delays, 1),
        missed,
        writes: statuses,
        perStreamKb: open ? total / open : 0,
        grownKb,
        heapGrownMb: (after.heap - before.heap) / 1024 / 1024,
        rssMb: { edge: after.edge / 1024, bff: after.bff / 1024, core: after.core / 1024 },
        lanes,
      });
    }
    if (opts.whileOpen) await opts.whileOpen(results.at(-1)?.open ?? 0);
    const hold = Number(process.env.BENCH_STREAM_HOLD_S ?? 0);
    if (hold > 0) {
      // time to profile the processes with every stream open (e.g. NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2)
      const pids = processes.map((p) => `${p.kind} ${p.pid()}`).join(', ');
      log(`streams: holding ${results.at(-1)?.open} streams open for ${hold} s (${pids})`);
      await sleep(hold * 1000);
    }
    return results;
  } finally {
    await Promise.all(clients.map((c) => Promise.race([c.ask({ type: 'close' }), sleep(5000)])));
    for (const c of clients) c.proc.kill();
    await extra?.stop();
  }
}
