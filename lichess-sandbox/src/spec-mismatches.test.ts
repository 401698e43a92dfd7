import { createHash, randomBytes } from 'node:crypto';
import { responseSchema } from '../test/support/lichess-spec';
import { expectKnownMismatch, expectValid } from '../test/support/spec-matchers';
import { ndjsonLines, ndjsonParser, T0, testSandbox } from '../test/support/sandbox-client';
import { SPEC_MISMATCHES } from './spec-mismatches';

const ARENA_LINE = responseSchema('/api/tournament/{id}/results', 'get', 200, 'application/x-ndjson');
const SWISS_LINE = responseSchema('/api/swiss/{id}/results', 'get', 200, 'application/x-ndjson');

describe('the spec validator itself', () => {
  it('rejects answers that break the schema, and does not excuse them as a listed mismatch', async () => {
    await expect(expectValid('UserExtended', { id: 'x' })).rejects.toThrow();
    await expect(expectValid('Ok', { ok: 'yes' })).rejects.toThrow();
    await expect(
      expectKnownMismatch('closed-user-without-url', 'UserExtended', { id: 1, username: 'x' }),
    ).rejects.toThrow();
  });

  it('lists each mismatch once', () => {
    expect(new Set(SPEC_MISMATCHES.map((m) => m.id)).size).toBe(SPEC_MISMATCHES.length);
  });
});

describe('spec-strict mode: every listed mismatch is smoothed over', () => {
  const sb = testSandbox({ settings: { mode: 'spec-strict' } });

  it('closed account carries url', async () => {
    const res = await sb.http.get('/api/user/closedaccount').expect(200);
    await expectValid('UserExtended', res.body);
  });

  it('form errors are a string', async () => {
    const owner = await sb.token('ChessSchoolHQ');
    const res = await sb.http
      .post('/api/tournament')
      .set(sb.auth(owner))
      .type('form')
      .send({ minutes: 45 })
      .expect(400);
    expect(res.body).toEqual({ error: 'clockTime: This field is required; clockIncrement: This field is required' });
    await expectValid('Error', res.body);
  });

  it('results always have performance and integer tie-breaks', async () => {
    const owner = await sb.token('ChessSchoolHQ');
    const arena = await sb.http
      .post('/api/tournament')
      .set(sb.auth(owner))
      .type('form')
      .send({ clockTime: 3, clockIncrement: 0, minutes: 30 })
      .expect(200);
    const swiss = await sb.http
      .post('/api/swiss/new/chess-school')
      .set(sb.auth(owner))
      .type('form')
      .send({ 'clock.limit': 180, 'clock.increment': 0, nbRounds: 3 })
      .expect(200);
    const given = [
      { username: 'DemoPlayer', score: 3, points: 1.5, tieBreak: 2.25 },
      { username: 'RookieRahul', games: 0 },
    ];
    for (const id of [arena.body.id, swiss.body.id])
      await sb.http.post(`/_sandbox/tournaments/${id}/finish`).send({ results: given }).expect(200);
    const arenaRows = ndjsonLines(
      await sb.http.get(`/api/tournament/${arena.body.id}/results`).buffer(true).parse(ndjsonParser),
    );
    const swissRows = ndjsonLines(
      await sb.http.get(`/api/swiss/${swiss.body.id}/results`).buffer(true).parse(ndjsonParser),
    );
    for (const row of arenaRows) await expectValid(ARENA_LINE, row);
    for (const row of swissRows) await expectValid(SWISS_LINE, row);
    expect(swissRows[0]).toMatchObject({ tieBreak: 2 });
  });

  it('tokens always have expires_in', async () => {
    sb.state.settings.tokenLifetimeSeconds = null;
    const verifier = randomBytes(40).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirect = 'http://localhost/cb';
    const auth = await sb.http
      .post('/oauth/authorize')
      .type('form')
      .send({
        response_type: 'code',
        client_id: 'c',
        redirect_uri: redirect,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: '',
        user: 'DemoPlayer',
        decision: 'allow',
      })
      .expect(302);
    const code = new URL(auth.headers.location).searchParams.get('code');
    const res = await sb.http
      .post('/api/token')
      .type('form')
      .send({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirect, client_id: 'c' })
      .expect(200);
    await expectValid(responseSchema('/api/token', 'post', 200), res.body);
  });

  it('non-owner Arena edits and private member lists answer JSON errors', async () => {
    const owner = await sb.token('ChessSchoolHQ');
    const other = await sb.token('DemoOrganizer');
    const { body: a } = await sb.http
      .post('/api/tournament')
      .set(sb.auth(owner))
      .type('form')
      .send({ clockTime: 3, clockIncrement: 0, minutes: 30 })
      .expect(200);
    const res = await sb.http.post(`/api/tournament/${a.id}/terminate`).set(sb.auth(other)).redirects(0).expect(403);
    await expectValid('Error', res.body);
    const list = await sb.http.get('/api/team/secret-club/users').expect(401);
    await expectValid('Error', list.body);
    expect(T0).toBeLessThan(Date.parse(a.startsAt));
  });
});
