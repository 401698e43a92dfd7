// Lichess isolation: the sandbox hangs every Lichess API call; signed-in players keep calling what
// reaches Lichess (the wizard's team check, GET /api/check-team) while an unrelated read
// (GET /api/tournaments/{id}) is measured. Then the sandbox answers again.
//
// The unrelated read is measured twice:
//   - at `connections` parallel connections, as many requests as the portal can answer: its p99 is then
//     the edge's own queueing at saturation (compare the hop rows), whatever Lichess does;
//   - at a fixed rate (`rate` req/s, below saturation, evenly spread: open-loop.mjs) while players
//     poll the team check at a third of that rate, once while Lichess answers and once while it hangs,
//     side by side in the same run: the difference is what a hanging Lichess costs everyone else.
import { autocannon, summary } from './load.mjs';
import { openLoop } from './open-loop.mjs';

export async function lichessIsolation({ edge, sandbox, cookies, detailPath, seconds, connections, rate }) {
  const faults = (method, body) =>
    fetch(`${sandbox}/_sandbox/faults`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const teamChecks = () =>
    autocannon({
      url: edge,
      requests: cookies.map((cookie) => ({ method: 'GET', path: '/api/check-team', headers: { cookie } })),
      connections: Math.min(20, cookies.length),
      duration: seconds + 2,
      timeout: 30,
    });
  const teamCheckRequests = cookies.map((cookie) => ({ path: '/api/check-team', headers: { cookie } }));
  const atRate = async () => {
    const [unrelated] = await Promise.all([
      openLoop({ url: edge, requests: [{ path: detailPath }], rate, seconds }),
      openLoop({ url: edge, requests: teamCheckRequests, rate: Math.max(1, Math.round(rate / 3)), seconds }),
    ]);
    return unrelated;
  };
  const settle = () => new Promise((r) => setTimeout(r, 1000));

  // Lichess answering: the unrelated read at the fixed rate while players poll the team check
  const answeringAtRate = await atRate();

  await faults('POST', { path: '/*', fail: 'hang', times: 1_000_000 });
  try {
    const hangingAtRate = await atRate();
    const hanging = teamChecks();
    await settle();
    const unrelated = summary(await autocannon({ url: `${edge}${detailPath}`, connections, duration: seconds }));
    const lichess = summary(await hanging);
    return { unrelated, answeringAtRate, hangingAtRate, lichess };
  } finally {
    await faults('DELETE');
  }
}
