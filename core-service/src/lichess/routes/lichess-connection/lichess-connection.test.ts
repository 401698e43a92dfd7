// The organizer's Lichess OAuth round trip through core's HTTP API, against the sandbox over loopback.
import { createUser } from '../../../../test/support/factories';
import { SERVICE_TOKEN, useTestApp, type TestContext } from '../../../../test/support/test-app';
import { LichessOAuthRequest, User } from '../../../db/models';
import { lichessTokenFor } from '../../identity/lichess-token-service';
import { OUTCOME_MESSAGES } from '../../identity/lichess-oauth-service';

const t = useTestApp({ lichess: true });
const REDIRECT = 'http://localhost:8080/api/lichess/oauth/callback';

let anita: User;
let ravi: User;
let player: User;
beforeAll(async () => {
  anita = await createUser(t.db, { role: 'organizer' });
  ravi = await createUser(t.db, { role: 'admin' });
  player = await createUser(t.db);
});

const del = (ctx: TestContext, path: string, userId: string) =>
  ctx.raw().delete(path).set('Authorization', `Bearer ${SERVICE_TOKEN}`).set('X-Acting-User-Id', userId);

async function start(user: User): Promise<URL> {
  const res = await t.post('/lichess/oauth/start', { redirectUri: REDIRECT }, user.id).expect(200);
  return new URL(res.body.authorizeUrl);
}

/** The person on the sandbox consent page: picks an account and clicks Authorize (or Cancel). */
async function consent(
  url: URL,
  account: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<{ state: string; code?: string; error?: string }> {
  const form = new URLSearchParams(url.searchParams);
  form.set('user', account);
  form.set('decision', decision);
  const res = await fetch(`${t.lichess.sandbox.url}/oauth/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  const q = back.searchParams;
  return {
    state: q.get('state')!,
    ...(q.get('code') ? { code: q.get('code')! } : {}),
    ...(q.get('error') ? { error: q.get('error')! } : {}),
  };
}

async function connect(user: User, account: string) {
  const back = await consent(await start(user), account);
  return (await t.post('/lichess/oauth/callback', back, user.id).expect(200)).body;
}

async function tokenKnown(token: string): Promise<boolean> {
  const res = await fetch(`${t.lichess.sandbox.url}/api/token/test`, { method: 'POST', body: token });
  return ((await res.json()) as Record<string, unknown>)[token] !== null;
}

const stored = async (user: User) => (await User.query(t.db).findById(user.id))!;
const tokenOf = (user: User) => lichessTokenFor({ db: t.db, config: { serviceToken: SERVICE_TOKEN } }, user.id);

describe('organizer Lichess connection', () => {
  it('is for organizers and admins only', async () => {
    await t.get('/lichess/connection', player.id).expect(403);
    await t.post('/lichess/oauth/start', { redirectUri: REDIRECT }, player.id).expect(403);
    await t.get('/lichess/connection').expect(401);
    const none = await t.get('/lichess/connection', anita.id).expect(200);
    expect(none.body).toMatchObject({ connected: false, username: null, scopes: [], platformFallback: true });
  });

  it('leaves the public /lichess paths of other routers public', async () => {
    const team = await t.get('/lichess/team');
    expect(team.status).toBe(200);
  });

  it('starts with PKCE S256, the scopes and a state kept in core, verifier encrypted', async () => {
    const url = await start(anita);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.lichess.sandbox.url}/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'chess-school-arena',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
      scope: 'tournament:write team:read',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await LichessOAuthRequest.query(t.db).where('userId', anita.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe(url.searchParams.get('state'));
    expect(rows[0].codeVerifier).toMatch(/^v1\./);
  });

  it('refuses a redirect URI that is not http(s)', async () => {
    const res = await t.post('/lichess/oauth/start', { redirectUri: 'javascript:alert(1)' }, anita.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('connects: exchanges the code, reads the account, stores the token encrypted', async () => {
    const outcome = await connect(anita, 'DemoOrganizer');
    expect(outcome).toMatchObject({
      outcome: 'connected',
      connection: { connected: true, username: 'DemoOrganizer', scopes: ['tournament:write', 'team:read'] },
    });
    expect(outcome.connection.profileUrl).toBe(`${t.lichess.sandbox.url}/@/DemoOrganizer`);
    const user = await stored(anita);
    expect(user.lichessAccessToken).toMatch(/^v1\./);
    const token = await tokenOf(anita);
    expect(user.lichessAccessToken).not.toContain(token);
    expect((await t.lichess.lichess.getAccount(token)).username).toBe('DemoOrganizer');
    expect(await LichessOAuthRequest.query(t.db).where('userId', anita.id)).toHaveLength(0);
    const view = await t.get('/lichess/connection', anita.id).expect(200);
    expect(view.body).toMatchObject({ connected: true, username: 'DemoOrganizer' });
  });

  it('uses a state once, only for the user who started it, and only for 10 minutes', async () => {
    const back = await consent(await start(ravi), 'TeamHelper');
    const someoneElse = await t.post('/lichess/oauth/callback', back, anita.id).expect(200);
    expect(someoneElse.body).toEqual({ outcome: 'expired', message: OUTCOME_MESSAGES.expired });
    await t.post('/lichess/oauth/callback', back, ravi.id).expect(200);
    const replay = await t.post('/lichess/oauth/callback', back, ravi.id).expect(200);
    expect(replay.body.outcome).toBe('expired');
    const late = await consent(await start(ravi), 'TeamHelper');
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await t.post('/lichess/oauth/callback', late, ravi.id).expect(200)).body.outcome).toBe('expired');
    expect((await t.post('/lichess/oauth/callback', { state: 'made-up' }, ravi.id).expect(200)).body.outcome).toBe(
      'expired',
    );
    expect((await t.post('/lichess/oauth/callback', { code: 'x' }, ravi.id)).status).toBe(400);
  });

  it('reports a cancel and leaves the connection as it was', async () => {
    const back = await consent(await start(anita), 'QueenGambit', 'deny');
    expect(back.error).toBe('access_denied');
    const res = await t.post('/lichess/oauth/callback', back, anita.id).expect(200);
    expect(res.body).toEqual({ outcome: 'cancelled', message: OUTCOME_MESSAGES.cancelled });
    expect((await stored(anita)).lichessConnectedUsername).toBe('DemoOrganizer');
  });

  it('reconnecting with another account replaces the token and revokes the old one', async () => {
    const before = await tokenOf(anita);
    const outcome = await connect(anita, 'ChessSchoolHQ');
    expect(outcome.connection.username).toBe('ChessSchoolHQ');
    expect(await tokenKnown(before)).toBe(false);
    expect(await tokenKnown(await tokenOf(anita))).toBe(true);
  });

  it('when Lichess fails the exchange, says so and stores nothing', async () => {
    const back = await consent(await start(anita), 'DemoOrganizer');
    await t.lichess.fault('/api/token', 500, { method: 'POST' });
    const res = await t.post('/lichess/oauth/callback', back, anita.id).expect(200);
    expect(res.body).toEqual({
      outcome: 'unavailable',
      message: 'Lichess is not responding right now. Please try again shortly.',
    });
    expect((await stored(anita)).lichessConnectedUsername).toBe('ChessSchoolHQ');
  });

  it('disconnects: revokes on Lichess, then forgets; unchanged when Lichess is down', async () => {
    const token = await tokenOf(anita);
    await t.lichess.fault('/api/token', 503, { method: 'DELETE' });
    const down = await del(t, '/lichess/connection', anita.id);
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/Lichess/);
    expect((await stored(anita)).lichessConnectedUsername).toBe('ChessSchoolHQ');
    const res = await del(t, '/lichess/connection', anita.id).expect(200);
    expect(res.body).toMatchObject({ connected: false, username: null, scopes: [] });
    expect(await tokenKnown(token)).toBe(false);
    expect(await stored(anita)).toMatchObject({
      lichessAccessToken: null,
      lichessConnectedUsername: null,
      lichessTokenScopes: null,
    });
    await del(t, '/lichess/connection', anita.id).expect(200);
  });

  it('when Lichess rate-limits, says to try again in a minute (and stops calling it)', async () => {
    const back = await consent(await start(anita), 'DemoOrganizer');
    await t.lichess.fault('/api/token', 429, { method: 'POST', seconds: 30 });
    const res = await t.post('/lichess/oauth/callback', back, anita.id).expect(200);
    expect(res.body).toEqual({
      outcome: 'rate-limited',
      message: 'Lichess is rate-limiting us. Please try again in a minute.',
    });
    expect((await stored(anita)).lichessAccessToken).toBeNull();
  });
});
