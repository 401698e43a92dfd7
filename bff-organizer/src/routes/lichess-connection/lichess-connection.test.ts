// bff-organizer's Lichess connection against the real core (PGlite, demo data) and the Lichess sandbox.
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { startOrganizerStack, type OrganizerStack } from '../../../test/support/organizer-stack';

let stack: OrganizerStack;
let organizer: string[];
let player: string[];
beforeAll(async () => {
  stack = await startOrganizerStack();
  organizer = await stack.signIn('organizer');
  player = await stack.signIn('player');
}, 30_000);
afterAll(() => stack.close());

const api = () => request(stack.organizer);
const valid = (method: string, path: string, status: number, body: unknown) =>
  expect(responseValidator('bff-organizer', method, path, status)!(body)).toBe(true);

/** Start as the organizer, then act on the sandbox consent page; answers the callback query string. */
async function authorize(account: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const started = await api().post('/api/lichess/oauth/start').set('Cookie', organizer).expect(200);
  valid('post', '/api/lichess/oauth/start', 200, started.body);
  const form = new URLSearchParams(new URL(started.body.authorizeUrl).searchParams);
  form.set('user', account);
  form.set('decision', decision);
  const res = await fetch(`${stack.lichess.sandbox.url}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(res.headers.get('location')!).search;
}

describe('/api/lichess/connection and /api/lichess/oauth', () => {
  it('is for signed-in organizers and admins', async () => {
    await api().get('/api/lichess/connection').expect(401);
    const res = await api().post('/api/lichess/oauth/start').set('Cookie', player).expect(403);
    expect(res.body.message).toEqual(expect.any(String));
    await api().delete('/api/lichess/connection').set('Cookie', player).expect(403);
  });

  it('answers the Lichess consent page with PKCE, the scopes and PUBLIC_URL as redirect_uri', async () => {
    const res = await api().post('/api/lichess/oauth/start').set('Cookie', organizer).expect(200);
    const url = new URL(res.body.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.lichess.sandbox.url}/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      redirect_uri: 'http://localhost:8080/api/lichess/oauth/callback',
      code_challenge_method: 'S256',
      scope: 'tournament:write team:read',
    });
  });

  it('connects through the callback, shows the account, then disconnects', async () => {
    const none = await api().get('/api/lichess/connection').set('Cookie', organizer).expect(200);
    valid('get', '/api/lichess/connection', 200, none.body);
    expect(none.body).toMatchObject({ connected: false, username: null });

    const back = await api().get(`/api/lichess/oauth/callback${await authorize('DemoOrganizer')}`).set('Cookie', organizer).expect(302);
    expect(back.headers.location).toBe('/me?lichess=connected');
    const connected = await api().get('/api/lichess/connection').set('Cookie', organizer).expect(200);
    valid('get', '/api/lichess/connection', 200, connected.body);
    expect(connected.body).toMatchObject({ connected: true, username: 'DemoOrganizer', scopes: ['tournament:write', 'team:read'] });

    const removed = await api().delete('/api/lichess/connection').set('Cookie', organizer).expect(200);
    valid('delete', '/api/lichess/connection', 200, removed.body);
    expect(removed.body).toMatchObject({ connected: false, username: null });
  });

  it('brings the browser back with the reason when it did not work', async () => {
    const cancelled = await api().get(`/api/lichess/oauth/callback${await authorize('DemoOrganizer', 'deny')}`).set('Cookie', organizer).expect(302);
    expect(cancelled.headers.location).toBe('/me?lichess=cancelled');
    const query = await authorize('DemoOrganizer');
    await api().get(`/api/lichess/oauth/callback${query}`).set('Cookie', organizer).expect(302);
    const replay = await api().get(`/api/lichess/oauth/callback${query}`).set('Cookie', organizer).expect(302);
    expect(replay.headers.location).toBe('/me?lichess=expired');
    const noState = await api().get('/api/lichess/oauth/callback?code=abc').set('Cookie', organizer).expect(302);
    expect(noState.headers.location).toBe('/me?lichess=expired');
    const tooLong = await api().get(`/api/lichess/oauth/callback?state=${'x'.repeat(300)}`).set('Cookie', organizer).expect(302);
    expect(tooLong.headers.location).toBe('/me?lichess=error');
  });

  it('sends an anonymous browser to sign in and a player back to the profile', async () => {
    const anonymous = await api().get('/api/lichess/oauth/callback?state=abc&code=def').expect(302);
    expect(anonymous.headers.location).toBe('/login');
    const notOrganizer = await api().get('/api/lichess/oauth/callback?state=abc&code=def').set('Cookie', player).expect(302);
    expect(notOrganizer.headers.location).toBe('/me?lichess=error');
  });
});
