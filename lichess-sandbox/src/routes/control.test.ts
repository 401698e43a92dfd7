import { request as httpRequest } from 'node:http';
import { startSandbox, type RunningSandbox } from '../app';
import { createClock } from '../clock';
import { PLATFORM_TOKEN } from '../fixtures';
import { T0, testSandbox } from '../../test/support/sandbox-client';

/** starting a sandbox on a busy 2-core machine: an explicit budget, not the 30 s test timeout */
const SETUP_BUDGET_MS = 60_000;

describe('control API', () => {
  const sb = testSandbox();

  it('creates users and teams, adds members and reports state', async () => {
    await sb.http
      .post('/_sandbox/users')
      .send({ username: 'FreshFaye', ratings: { blitz: 1444 } })
      .expect(201);
    await sb.http.post('/_sandbox/users').send({ username: 'FreshFaye' }).expect(400);
    await sb.http.post('/_sandbox/users').send({ username: 'x' }).expect(400);
    const team = await sb.http
      .post('/_sandbox/teams')
      .send({ name: 'Night Owls', leaders: ['FreshFaye'], hideMembers: true })
      .expect(201);
    expect(team.body).toMatchObject({ id: 'night-owls', nbMembers: 1 });
    await sb.http.post('/_sandbox/teams/night-owls/members').send({ username: 'DemoPlayer' }).expect(200);
    const { body } = await sb.http.get('/_sandbox/state').expect(200);
    expect(body.teams).toContainEqual({ id: 'night-owls', name: 'Night Owls', members: 2 });
    await sb.http.delete('/_sandbox/teams/night-owls/members/demoplayer').expect(200);
    expect(sb.state.isMember('night-owls', 'demoplayer')).toBe(false);
  });

  it('lists the live tokens of a user, without the revoked ones', async () => {
    const made = await sb.http
      .post('/_sandbox/tokens')
      .send({ username: 'QueenGambit', scopes: ['tournament:write'] })
      .expect(201);
    const listed = await sb.http.get('/_sandbox/tokens/queengambit').expect(200);
    expect(listed.body).toContainEqual({
      access_token: made.body.access_token,
      scopes: 'tournament:write',
      expires: made.body.expires,
      clientId: null,
    });
    await sb.http.delete('/api/token').set('Authorization', `Bearer ${made.body.access_token}`).expect(204);
    const after = await sb.http.get('/_sandbox/tokens/QueenGambit').expect(200);
    expect(after.body.map((t: { access_token: string }) => t.access_token)).not.toContain(made.body.access_token);
    await sb.http.get('/_sandbox/tokens/NoSuchUser').expect(404);
  });

  it('sets, advances and freezes the clock', async () => {
    const set = await sb.http.post('/_sandbox/clock').send({ now: '2026-08-01T00:00:00Z' }).expect(200);
    expect(set.body).toEqual({
      now: Date.parse('2026-08-01T00:00:00Z'),
      iso: '2026-08-01T00:00:00.000Z',
      frozen: true,
    });
    const moved = await sb.http.post('/_sandbox/clock').send({ advanceMs: 90_000 }).expect(200);
    expect(moved.body.iso).toBe('2026-08-01T00:01:30.000Z');
    sb.clock.set(T0);
  });

  it('makes the next N calls to a path answer 429 (with the ratelimit hint) or 500, then recovers', async () => {
    await sb.http.post('/_sandbox/faults').send({ path: '/api/user/*', fail: 429, times: 2, seconds: 30 }).expect(201);
    const limited = await sb.http.get('/api/user/demoplayer').expect(429);
    expect(limited.body).toEqual({
      error: 'Too many requests. Try again later.',
      ratelimit: { key: 'sandbox.forced', seconds: 30 },
    });
    await sb.http.get('/api/user/queengambit').expect(429);
    await sb.http.get('/api/user/demoplayer').expect(200);
    await sb.http
      .post('/_sandbox/faults')
      .send({ path: '/api/team/of/demoplayer', method: 'GET', fail: 500 })
      .expect(201);
    await sb.http.get('/api/team/of/demoplayer').expect(500);
    await sb.http.get('/api/team/of/demoplayer').expect(200);
  });

  it('resets to the fixtures', async () => {
    await sb.http.post('/_sandbox/users').send({ username: 'Temporary' }).expect(201);
    await sb.http.post('/_sandbox/reset').send({}).expect(200);
    await sb.http.get('/api/user/temporary').expect(404);
    await sb.http.get('/api/user/demoplayer').expect(200);
  });

  it('switches settings such as the mode', async () => {
    const res = await sb.http
      .put('/_sandbox/settings')
      .send({ mode: 'spec-strict', rowsPerSecond: { results: 10 } })
      .expect(200);
    expect(res.body).toMatchObject({ mode: 'spec-strict', rowsPerSecond: { results: 10, teamLists: 0 } });
    await sb.http.put('/_sandbox/settings').send({ mode: 'nonsense' }).expect(400);
    await sb.http
      .put('/_sandbox/settings')
      .send({ mode: 'like-lichess', rowsPerSecond: { results: 0 } })
      .expect(200);
  });
});

describe('connection faults over real HTTP', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ clock: createClock({ now: T0, frozen: true }) });
  }, SETUP_BUDGET_MS);
  afterAll(() => sb.close());

  const get = (path: string) =>
    new Promise<{ status?: number; error?: NodeJS.ErrnoException }>((resolve) => {
      const req = httpRequest(`${sb.url}${path}`, { timeout: 300 }, (res) => {
        res.resume();
        resolve({ status: res.statusCode });
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error) => resolve({ error }));
      req.end();
    });

  const fault = (body: object) =>
    fetch(`${sb.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('drops the connection', async () => {
    await fault({ path: '/api/user/demoplayer', fail: 'drop' });
    expect((await get('/api/user/demoplayer')).error?.code).toBe('ECONNRESET');
    expect((await get('/api/user/demoplayer')).status).toBe(200);
  });

  it('handles a call, then loses its answer: the tournament exists, the caller saw only a cut connection', async () => {
    await fault({ path: '/api/tournament', method: 'POST', fail: 'lost' });
    const arenas = async () =>
      ((await (await fetch(`${sb.url}/_sandbox/state`)).json()) as { arenas: unknown[] }).arenas;
    const before = (await arenas()).length;
    const sent = await fetch(`${sb.url}/api/tournament`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLATFORM_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Lost Answer Cup', clockTime: '3', clockIncrement: '0', minutes: '30' }),
    }).then(
      () => 'answered',
      () => 'cut',
    );
    expect(sent).toBe('cut');
    expect((await arenas()).length).toBe(before + 1);
  });

  it('hangs until the client gives up', async () => {
    await fault({ path: '/api/user/demoplayer', fail: 'hang' });
    expect((await get('/api/user/demoplayer')).error?.code).toBe('TIMEOUT');
    expect((await get('/api/user/demoplayer')).status).toBe(200);
  });
});
