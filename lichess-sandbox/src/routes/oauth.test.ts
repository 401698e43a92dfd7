import { createHash, randomBytes } from 'node:crypto';
import { responseSchema } from '../../test/support/lichess-spec';
import { expectKnownMismatch, expectValid } from '../../test/support/spec-matchers';
import { T0, testSandbox } from '../../test/support/sandbox-client';

const REDIRECT = 'http://localhost:8081/api/lichess/callback';
const TOKEN_OK = responseSchema('/api/token', 'post', 200);

function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('OAuth (authorization code + PKCE)', () => {
  const sb = testSandbox();

  async function authorize(challenge: string, user = 'DemoOrganizer', scope = 'tournament:write team:read') {
    const fields = {
      response_type: 'code',
      client_id: 'chess-school-arena',
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      scope,
      state: 'st-123',
      username: '',
      user,
      decision: 'allow',
    };
    const res = await sb.http.post('/oauth/authorize').type('form').send(fields).expect(302);
    const url = new URL(res.headers.location);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe('st-123');
    return url.searchParams.get('code')!;
  }

  const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
    sb.http
      .post('/api/token')
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: 'chess-school-arena',
        ...extra,
      });

  it('shows a consent page listing the scopes and the sandbox accounts, with the login hint selected', async () => {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: 'chess-school-arena',
      redirect_uri: REDIRECT,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      scope: 'tournament:write',
      state: 's',
      username: 'demoplayer',
    });
    const res = await sb.http.get(`/oauth?${q}`).expect(200);
    expect(res.text).toContain('tournament:write');
    expect(res.text).toContain('<option value="DemoPlayer" selected>');
    expect(res.text).not.toContain('ClosedAccount');
  });

  it('escapes everything it echoes', async () => {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: '<script>alert(1)</script>',
      redirect_uri: REDIRECT,
      code_challenge: 'c',
      code_challenge_method: 'S256',
      scope: '',
      state: '"><b>',
    });
    const res = await sb.http.get(`/oauth?${q}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&lt;script&gt;');
    expect(res.text).not.toContain('"><b>');
  });

  it('exchanges a code for a token bound to the user and scopes', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    expect(code).toMatch(/^liu_[A-Za-z0-9]+$/);
    const res = await exchange(code, verifier).expect(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 31536000 });
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_]+$/);
    await expectValid(TOKEN_OK, res.body);
    const me = await sb.http.get('/api/account').set(sb.auth(res.body.access_token)).expect(200);
    expect(me.body.username).toBe('DemoOrganizer');
    expect(me.headers['x-oauth-scopes']).toBe('tournament:write,team:read');
  });

  it('rejects a verifier whose hash does not match, and codes used twice', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const wrong = await exchange(code, pkce().verifier).expect(400);
    expect(wrong.body).toEqual({
      error: 'invalid_grant',
      error_description: 'hash of code_verifier does not match code_challenge',
    });
    await expectValid('OAuthError', wrong.body);
    const reused = await exchange(code, verifier).expect(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('rejects expired codes, mismatched redirect_uri, short verifiers and other grant types', async () => {
    const a = pkce();
    const expired = await authorize(a.challenge);
    sb.clock.advance(3 * 60_000);
    expect((await exchange(expired, a.verifier).expect(400)).body.error).toBe('invalid_grant');
    const b = pkce();
    const code = await authorize(b.challenge);
    expect((await exchange(code, b.verifier, { redirect_uri: 'http://evil.example/cb' }).expect(400)).body.error).toBe(
      'invalid_grant',
    );
    expect((await exchange('liu_x', 'short').expect(400)).body.error).toBe('invalid_request');
    expect((await exchange('liu_x', b.verifier, { grant_type: 'password' }).expect(400)).body.error).toBe(
      'unsupported_grant_type',
    );
    sb.clock.set(T0);
  });

  it('redirects back with access_denied when the user cancels', async () => {
    const res = await sb.http
      .post('/oauth/authorize')
      .type('form')
      .send({
        response_type: 'code',
        client_id: 'app',
        redirect_uri: REDIRECT,
        code_challenge: 'c',
        code_challenge_method: 'S256',
        scope: '',
        state: 'st',
        decision: 'deny',
        user: 'DemoPlayer',
      })
      .expect(302);
    const url = new URL(res.headers.location);
    expect([url.searchParams.get('error'), url.searchParams.get('state')]).toEqual(['access_denied', 'st']);
  });

  it('tests tokens in bulk and revokes the bearer token', async () => {
    const token = await sb.token('DemoPlayer', ['team:write']);
    const test = await sb.http
      .post('/api/token/test')
      .set('Content-Type', 'text/plain')
      .send(`${token},lio_unknown`)
      .expect(200);
    expect(test.body).toEqual({
      [token]: { userId: 'demoplayer', scopes: 'team:write', expires: expect.any(Number) },
      lio_unknown: null,
    });
    await expectValid(responseSchema('/api/token/test', 'post', 200), test.body);
    await sb.http.delete('/api/token').set(sb.auth(token)).expect(204);
    await sb.http.get('/api/account').set(sb.auth(token)).expect(401, { error: 'No such token' });
  });

  it('omits expires_in for a token that never expires (a known spec mismatch)', async () => {
    sb.state.settings.tokenLifetimeSeconds = null;
    const { verifier, challenge } = pkce();
    const res = await exchange(await authorize(challenge), verifier).expect(200);
    expect(res.body.expires_in).toBeUndefined();
    await expectKnownMismatch('token-without-expires-in', TOKEN_OK, res.body);
    sb.state.settings.tokenLifetimeSeconds = 31536000;
  });

  it('enforces the tournament:write scope with lila’s 403 body and headers', async () => {
    const token = await sb.token('ChessSchoolHQ', ['team:read']);
    const res = await sb.http
      .post('/api/tournament')
      .set(sb.auth(token))
      .type('form')
      .send({ clockTime: 3, clockIncrement: 2, minutes: 45 })
      .expect(403);
    expect(res.body).toEqual({ error: 'Missing scope: tournament:write' });
    expect(res.headers['x-oauth-scopes']).toBe('team:read');
    expect(res.headers['x-accepted-oauth-scopes']).toBe('tournament:write');
    await expectValid('Error', res.body);
  });
});
