// Lichess isolation: the sandbox hangs every Lichess API call; signed-in players keep calling what
// reaches Lichess (the wizard's team check, GET /api/check-team) while an unrelated read
// (GET /api/tournaments/{id}) is measured. Then the sandbox answers again.
import { autocannon, summary } from './load.mjs';

export async function lichessIsolation({ edge, sandbox, cookies, detailPath, seconds, connections }) {
  const fault = { path: '/*', fail: 'hang', times: 1_000_000 };
  const post = (body) =>
    fetch(`${sandbox}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post(fault);
  try {
    const hanging = autocannon({
      url: edge,
      requests: cookies.map((cookie) => ({ method: 'GET', path: '/api/check-team', headers: { cookie } })),
      connections: Math.min(20, cookies.length),
      duration: seconds + 2,
      timeout: 30,
    });
    await new Promise((r) => setTimeout(r, 1000));
    const unrelated = summary(await autocannon({ url: `${edge}${detailPath}`, connections, duration: seconds }));
    const lichess = summary(await hanging);
    return { unrelated, lichess };
  } finally {
    await fetch(`${sandbox}/_sandbox/faults`, { method: 'DELETE' });
  }
}
