import { expectKnownMismatch, expectValid } from '../../test/support/spec-matchers';
import { responseSchema } from '../../test/support/lichess-spec';
import { testSandbox } from '../../test/support/sandbox-client';

describe('users', () => {
  const sb = testSandbox();

  it('answers a user by any case with the exact-case username and UserExtended shape', async () => {
    const res = await sb.http.get('/api/user/MIXEDCASE_MAYA').expect(200);
    expect(res.body).toMatchObject({ id: 'mixedcase_maya', username: 'mIxEdCaSe_Maya' });
    expect(res.body.perfs.blitz).toEqual({ games: 120, rating: 1660, rd: 60, prog: 0 });
    expect(res.body.url).toMatch(/\/@\/mIxEdCaSe_Maya$/);
    await expectValid('UserExtended', res.body);
  });

  it('marks provisional ratings and lists standard perfs even without games', async () => {
    const res = await sb.http.get('/api/user/newcomernina').expect(200);
    expect(res.body.perfs.blitz).toMatchObject({ games: 3, prov: true });
    expect(res.body.perfs.classical).toMatchObject({ games: 0, rating: 1500, prov: true });
    expect(res.body.perfs.chess960).toBeUndefined();
  });

  it('answers 404 {"error":"Not found"} for an unknown user', async () => {
    const res = await sb.http.get('/api/user/nobody-here').set('Accept', 'application/json').expect(404);
    expect(res.body).toEqual({ error: 'Not found' });
    await expectValid('NotFound', res.body);
  });

  it('answers a closed account with only id, username and disabled (a known spec mismatch)', async () => {
    const res = await sb.http.get('/api/user/closedaccount').expect(200);
    expect(res.body).toEqual({ id: 'closedaccount', username: 'ClosedAccount', disabled: true });
    await expectKnownMismatch('closed-user-without-url', 'UserExtended', res.body);
  });

  it('shows titles, bots and ToS marks', async () => {
    const gm = await sb.http.get('/api/user/grandmastergita').expect(200);
    const bot = await sb.http.get('/api/user/sandboxbot').expect(200);
    const marked = await sb.http.get('/api/user/markedcheater').expect(200);
    expect([gm.body.title, bot.body.title, marked.body.tosViolation]).toEqual(['GM', 'BOT', true]);
    for (const body of [gm.body, bot.body, marked.body]) await expectValid('UserExtended', body);
  });

  it('looks up users in bulk, silently dropping unknown ids', async () => {
    const res = await sb.http
      .post('/api/users')
      .set('Content-Type', 'text/plain')
      .send('DemoPlayer,ghost,QUEENGAMBIT')
      .expect(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['DemoPlayer', 'QueenGambit']);
    expect(res.body[0].url).toBeUndefined();
    await expectValid('User[]', res.body);
  });

  it('refuses more than 300 ids in bulk', async () => {
    const ids = Array.from({ length: 301 }, (_, i) => `u${i}`).join(',');
    const res = await sb.http.post('/api/users').set('Content-Type', 'text/plain').send(ids).expect(400);
    await expectValid('Error', res.body);
  });

  it('answers users/status for known ids', async () => {
    const res = await sb.http.get('/api/users/status?ids=demoplayer,ghost,grandmastergita').expect(200);
    expect(res.body).toEqual([
      { id: 'demoplayer', name: 'DemoPlayer' },
      { id: 'grandmastergita', name: 'GrandmasterGita', title: 'GM' },
    ]);
    await expectValid(responseSchema('/api/users/status', 'get', 200), res.body);
  });

  it('answers /api/account for the token owner, and 401 without a token', async () => {
    const token = await sb.token('DemoPlayer', []);
    const res = await sb.http.get('/api/account').set(sb.auth(token)).expect(200);
    expect(res.body).toMatchObject({ id: 'demoplayer', username: 'DemoPlayer', followable: true });
    await expectValid('UserExtended', res.body);
    const anon = await sb.http.get('/api/account').expect(401);
    expect(anon.body).toEqual({ error: 'Missing authorization header' });
    const bad = await sb.http.get('/api/account').set(sb.auth('lio_nope')).expect(401);
    expect(bad.body).toEqual({ error: 'No such token' });
  });
});
