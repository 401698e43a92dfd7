// Joins and approvals during the dashboard simulation: signed-in bench players join the
// demo organizer's paid Arenas on Lichess through the edge, and the organizer approves each join
// through the edge (an allow-list edit each), at a rate that grows with the open dashboards.
import {
  approveAtEdge,
  demoOrganizerId,
  provenPlayer,
  pushedArena,
  sandboxControl,
  transactionId,
} from './approvals.mjs';
import { signIn } from './sessions.mjs';

/** Joins per second while N dashboards are open (each join is followed by its approval). */
export const writesPerSecond = (dashboards) => Math.max(0.5, dashboards / 5000);

export async function prepareWrites({ edge, sandbox, call, organizerCookie, players = 10, tournaments = 20 }) {
  await sandboxControl(sandbox, 'PUT', '/settings', { limits: false }); // a load test, not a day of Lichess
  const organizerId = await demoOrganizerId(call);
  const arenas = [];
  for (let i = 0; i < tournaments; i += 1) arenas.push(await pushedArena(call, organizerId));
  const cookies = [];
  for (let i = 0; i < players; i += 1) {
    const player = await provenPlayer({ edge, sandbox, call });
    cookies.push(await signIn(edge, { email: player.email, password: player.password }));
  }
  // each player joins each tournament at most once
  const pairs = cookies.flatMap((cookie) => arenas.map((a) => ({ cookie, tournamentId: a.id })));
  let next = 0;

  async function joinAndApprove({ cookie, tournamentId }, results) {
    const started = Date.now();
    const res = await fetch(`${edge}/api/tournaments/${tournamentId}/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: edge, cookie },
      body: JSON.stringify({ transactionId: transactionId() }),
    });
    const body = await res.json().catch(() => ({}));
    results.push({ kind: 'join', status: res.status, ms: Date.now() - started });
    if (res.status >= 300 || !body.registration) return;
    const approving = Date.now();
    const status = await approveAtEdge(edge, organizerCookie, tournamentId, body.registration.id);
    results.push({ kind: 'approve', status, ms: Date.now() - approving });
  }

  /** `perSecond` joins (each then approved) for `seconds`: every call's status and time. */
  async function run(perSecond, seconds) {
    const results = [];
    const inFlight = [];
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end && next < pairs.length) {
      inFlight.push(joinAndApprove(pairs[next++], results));
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
    await Promise.all(inFlight);
    return results;
  }
  /**
   * One join without its approval (the live-stream scenario times it): the tournament it bumps
   * (`tournament:<id>` reaches every open stream) and `send()`, the join through the edge.
   */
  function nextJoin() {
    if (next >= pairs.length) throw new Error(`all ${pairs.length} prepared joins used`);
    const { cookie, tournamentId } = pairs[next++];
    const send = async () => {
      const res = await fetch(`${edge}/api/tournaments/${tournamentId}/join`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: edge, cookie },
        body: JSON.stringify({ transactionId: transactionId() }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    return { tournamentId, send };
  }
  return { run, nextJoin };
}
