import { startSandbox, type RunningSandbox } from '../app';
import { createClock } from '../clock';
import { T0 } from '../../test/support/sandbox-client';

/** starting a sandbox on a busy 2-core machine: an explicit budget, not the 30 s test timeout */
const SETUP_BUDGET_MS = 60_000;

describe('ND-JSON streams', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ clock: createClock({ now: T0, frozen: true }) });
  }, SETUP_BUDGET_MS);
  afterAll(() => sb.close());

  it('sends chunked, newline-terminated JSON lines, throttled, with optional keep-alive blank lines', async () => {
    sb.state.settings.rowsPerSecond = { results: 0, teamLists: 0, members: 50 };
    sb.state.settings.keepAlive = true;
    const started = Date.now();
    const res = await fetch(`${sb.url}/api/team/chess-school/users`);
    const text = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(Date.now() - started).toBeGreaterThanOrEqual(12 * 20 - 20);
    expect(text.endsWith('}\n')).toBe(true);
    const lines = text.split('\n');
    expect(lines.filter((l) => l === '').length).toBeGreaterThan(1);
    expect(lines.filter((l) => l !== '').map((l) => JSON.parse(l).id)).toContain('demoplayer');
    sb.state.settings.keepAlive = false;
  });

  it('answers 429 to a third concurrent stream from the same client, and frees the slot when one ends', async () => {
    sb.state.settings.rowsPerSecond = { results: 0, teamLists: 0, members: 4 };
    const first = await fetch(`${sb.url}/api/team/chess-school/users`);
    const second = await fetch(`${sb.url}/api/team/chess-school/users`);
    const third = await fetch(`${sb.url}/api/team/chess-school/users`);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(await third.json()).toEqual({ error: 'Please only run 2 request(s) at a time' });
    await first.body!.cancel();
    await new Promise((r) => setTimeout(r, 100));
    const fourth = await fetch(`${sb.url}/api/team/chess-school/users`);
    expect(fourth.status).toBe(200);
    await Promise.all([second.body!.cancel(), fourth.body!.cancel()]);
  });
});
