// Lichess isolation with approvals: the organizer approves registrations on a tournament
// that is on Lichess while the sandbox hangs every Lichess call, and an unrelated read is measured
// meanwhile. Then the sandbox answers again, and the bench waits until Lichess's allow-list holds every
// approved player (the outbox's work), reporting how long that took.
//
// Set-up goes through the portal's own APIs: players register at the edge, prove a Lichess account of
// the sandbox through its OAuth page (as a browser would) and join; the demo organizer's tournament is
// created and pushed through core with the service token.
import { randomBytes } from 'node:crypto';
import { autocannon, summary } from './load.mjs';

const ORGANIZER = { email: 'organizer@example.com', password: 'organizer123' };
const DAY = 86_400_000;

export function coreClient(core, token) {
  return async (method, path, { body, actingUserId } = {}) => {
    const headers = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (actingUserId) headers['X-Acting-User-Id'] = actingUserId;
    const res = await fetch(`${core}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`core ${method} ${path} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

export const sandboxControl = async (sandbox, method, path, body) => {
  const res = await fetch(`${sandbox}/_sandbox${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path} answered ${res.status}: ${await res.text()}`);
};

/** A player registered at the edge, with a proven Lichess account in the team. */
export async function provenPlayer({ edge, sandbox, call }) {
  const suffix = randomBytes(3).toString('hex');
  const account = { username: `bench${suffix}`, email: `bench${suffix}@example.com`, password: 'secret123' };
  const res = await fetch(`${edge}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: edge },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { id } = await res.json();
  const lichessName = `Bench${suffix}`;
  await sandboxControl(sandbox, 'POST', '/users', { username: lichessName });
  await sandboxControl(sandbox, 'POST', '/teams/chess-school/members', { username: lichessName });
  const { authorizeUrl } = await call('POST', '/account/lichess/oauth/start', {
    actingUserId: id,
    body: { redirectUri: `${edge}/api/auth/lichess/callback?returnTo=%2Fme` },
  });
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('user', lichessName);
  form.set('decision', 'allow');
  const consent = await fetch(`${sandbox}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '').searchParams;
  await call('POST', '/account/lichess/oauth/callback', {
    actingUserId: id,
    body: { state: back.get('state'), code: back.get('code') },
  });
  return { id, ...account, lichessName };
}

let nextTransactionId = 500_000_000_000 + Math.floor(Math.random() * 1e9) * 100;
/** A fresh 12-digit UPI reference. */
export const transactionId = () => String(nextTransactionId++);

/** A paid Arena of the demo organizer, pushed to Lichess (so every approval edits its allow-list). */
export async function pushedArena(call, organizerId) {
  const { now } = await call('GET', '/time');
  const { tournament } = await call('POST', '/organizer/tournaments', {
    actingUserId: organizerId,
    body: {
      title: `Bench Arena ${randomBytes(2).toString('hex')}`,
      type: 'arena',
      starts_at: new Date(Date.parse(now) + 2 * DAY).toISOString(),
      clock_limit: 5,
      clock_increment: 0,
      entry_fee: '100',
    },
  });
  const { lichessTournamentId } = await call('POST', `/organizer/tournaments/${tournament.id}/push`, {
    actingUserId: organizerId,
    body: {},
  });
  return { id: tournament.id, lichessTournamentId };
}

export const demoOrganizerId = async (call) => (await call('POST', '/auth/login', { body: ORGANIZER })).user.id;

/** The organizer approves one registration through the edge, as the registrations page does. */
export async function approveAtEdge(edge, organizerCookie, tournamentId, registrationId) {
  const res = await fetch(`${edge}/api/organizer/tournaments/${tournamentId}/registrations/${registrationId}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: edge, cookie: organizerCookie },
    body: '{}',
  });
  await res.arrayBuffer();
  return res.status;
}

export async function approvalsWhileLichessHangs({
  edge,
  core,
  token,
  sandbox,
  organizerCookie,
  detailPath,
  players,
  seconds,
  connections,
  log,
}) {
  const call = coreClient(core, token);
  await sandboxControl(sandbox, 'PUT', '/settings', { limits: false }); // a load test, not a day of Lichess
  const tournament = await pushedArena(call, await demoOrganizerId(call));
  const { lichessTournamentId } = tournament;
  const joined = [];
  for (let n = 0; n < players; n += 1) {
    const player = await provenPlayer({ edge, sandbox, call });
    const { registration } = await call('POST', `/tournaments/${tournament.id}/join`, {
      actingUserId: player.id,
      body: { transactionId: transactionId() },
    });
    joined.push({ registrationId: registration.id, lichessName: player.lichessName });
  }
  log(`approvals: ${players} players joined ${tournament.id}; the sandbox now hangs every call`);

  await sandboxControl(sandbox, 'POST', '/faults', { path: '/*', fail: 'hang', times: 1_000_000 });
  let approvals;
  let unrelated;
  try {
    const measured = autocannon({ url: `${edge}${detailPath}`, connections, duration: seconds });
    await new Promise((r) => setTimeout(r, 500));
    // the organizer approves them one after another, as on the registrations page
    const latencies = [];
    for (const { registrationId } of joined) {
      const started = Date.now();
      const status = await approveAtEdge(edge, organizerCookie, tournament.id, registrationId);
      if (status !== 200) throw new Error(`approval answered ${status}`);
      latencies.push(Date.now() - started);
    }
    unrelated = summary(await measured);
    latencies.sort((a, b) => a - b);
    approvals = { count: latencies.length, p50: latencies[Math.floor(latencies.length / 2)], max: latencies.at(-1) };
  } finally {
    await sandboxControl(sandbox, 'DELETE', '/faults');
  }

  // Lichess answers again: how long until its allow-list holds every approved player
  const answeredAt = Date.now();
  const want = joined.map((p) => p.lichessName.toLowerCase()).sort();
  let missing = want.length;
  while (Date.now() - answeredAt < 120_000) {
    const arena = await (await fetch(`${sandbox}/api/tournament/${lichessTournamentId}`)).json();
    const have = new Set((arena.allowList ?? []).map((n) => n.toLowerCase()));
    missing = want.filter((n) => !have.has(n)).length;
    if (missing === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const convergedMs = missing === 0 ? Date.now() - answeredAt : null;
  log(
    `approvals: ${approvals.count} approved (p50 ${approvals.p50} ms, max ${approvals.max} ms); ` +
      (convergedMs === null
        ? `${missing} still missing after 120 s`
        : `allow-list complete ${convergedMs} ms after Lichess answered`),
  );
  return { unrelated, approvals, convergedMs, missing };
}
