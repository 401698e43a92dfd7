// The dashboard simulation: N signed-in players, each making the calls the open dashboard makes
// every 5 s (mfe-player: GET /api/user/tournament-registrations, POLL_MS), evenly spread in time (each
// dashboard on its own timer: open-loop.mjs), spread over the sessions
// the bench signed in, at N/5 requests per second in total, plus joins and approvals through the edge
// (writes.mjs, N/5000 a second, at least one every 2 s), N stepped up until a step misses p99 < 100 ms
// or sees one error or non-2xx answer. Reports the largest N held.
import { autocannon } from './load.mjs';
import { openLoop } from './open-loop.mjs';
import { writesPerSecond } from './writes.mjs';

export const DASHBOARD_POLL_SECONDS = 5;
const DASHBOARD_CALLS = ['/api/user/tournament-registrations'];

export async function dashboardSimulation({
  edge,
  cookies,
  steps,
  seconds,
  connections,
  log,
  writes,
  pollSeconds = DASHBOARD_POLL_SECONDS,
}) {
  const requests = cookies.flatMap((cookie) =>
    DASHBOARD_CALLS.map((path) => ({ method: 'GET', path, headers: { cookie } })),
  );
  let held = null;
  const tried = [];
  // warm-up, not measured: the first calls of each session (session cache, JIT, the read model's
  // first build, the first join's Lichess check) are not what an open dashboard costs
  await Promise.all([
    autocannon({ url: edge, requests, overallRate: 50, connections: 10, duration: 3 }),
    writes ? writes.run(1, 3) : Promise.resolve([]),
  ]);
  for (const players of steps) {
    const rate = Math.max(1, Math.round((players * DASHBOARD_CALLS.length) / pollSeconds));
    // spread evenly, as dashboards opened at different moments poll (open-loop.mjs: not autocannon's bursts)
    const polling = openLoop({ url: edge, requests, rate, seconds, connections: Math.max(connections, 256) });
    // joins and approvals at the same time, through the edge
    const written = writes ? await writes.run(writesPerSecond(players), seconds) : [];
    const r = await polling;
    const writeFailures = written.filter((w) => w.status >= 300).length;
    const slowestWrite = Math.max(0, ...written.map((w) => w.ms));
    const ok = r.p99 < 100 && r.failed === 0 && r.total >= rate * seconds * 0.9 && writeFailures === 0;
    const writeNote = `${written.length} joins+approvals (slowest ${slowestWrite} ms${writeFailures ? `, ${writeFailures} failed` : ''})`;
    tried.push({ players, rate, ...r, ok, writeNote });
    log(
      `dashboard ${players} players polling every ${pollSeconds} s (${rate} req/s): ${r.rps} req/s, p99 ${r.p99} ms, ${r.statuses}; ${writeNote}${ok ? '' : ' ✗'}`,
    );
    if (!ok) break;
    held = { players, ...r, writeNote };
  }
  return { held, tried };
}
