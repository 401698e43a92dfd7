// bff-player's account calls against the REAL core (in-memory PGlite, demo data) whose Lichess client
// talks to the Lichess sandbox over loopback.
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import {
  MEMBERSHIP_CACHE_MS,
  OutboxEmail,
  startHangingSmtp,
  startTestLichess,
  type TestLichess,
  createTestCore,
  useSetup,
  type TestCore,
} from '@chess-portal/core-service/testing';
import { serveOnLoopback } from '@chess-portal/service-kit';
import { createApp } from '../../app';
import { createPlayerCoreClient } from '../../clients/core-client';
import { cookiePairs } from '../../../test/support/real-stack';

// the Lichess sandbox, core on loopback and the BFF, with an explicit setup budget; everything opened is
// closed even after a failed setup
const stack = useSetup('sandbox, core and bff-player', async (open) => {
  const sandbox = open(await startTestLichess(), (l) => l.close());
  const testCore = open(await createTestCore({ seedDemo: true, lichess: sandbox.lichess }), (c) => c.close());
  const server = open(await serveOnLoopback(testCore.app), (h) => h.close());
  const client = createPlayerCoreClient({ baseUrl: server.url, serviceToken: testCore.config.serviceToken });
  const bff = createApp({ core: client, sessionKeys: ['accounts-test-session-key-0123'], distDir: os.tmpdir() });
  return { lichess: sandbox, core: testCore, http: server, app: bff.callback() };
});
let lichess: TestLichess;
let core: TestCore;
let app: ReturnType<ReturnType<typeof createApp>['callback']>;
beforeAll(() => ({ lichess, core, app } = stack())); // a failed setup fails each test with its own cause

let n = 0;
async function register(overrides: object = {}) {
  n += 1;
  const body = { username: `newcomer_${n}`, email: `Newcomer${n}@Example.com`, password: 'secret123', ...overrides };
  const res = await request(app).post('/api/auth/register').send(body);
  return { res, cookies: cookiePairs(res.headers['set-cookie']) };
}
const as = (cookies: string[]) => ({
  get: (path: string) => request(app).get(path).set('Cookie', cookies),
  post: (path: string, body: object = {}) => request(app).post(path).set('Cookie', cookies).send(body),
  put: (path: string, body: object) => request(app).put(path).set('Cookie', cookies).send(body),
});
const valid = (method: string, path: string, status: number, body: unknown) =>
  responseValidator('bff-player', method, path, status)!(body);

describe('registration', () => {
  it('creates the account, signs it in, and refuses a taken username or e-mail', async () => {
    const { res, cookies } = await register({ username: 'wizard_one', email: 'Wizard.One@Example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'wizard_one',
      email: 'wizard.one@example.com',
      lichessUsername: null,
      teamVerified: false,
    });
    expect(valid('post', '/api/auth/register', 201, res.body)).toBe(true);
    expect((await as(cookies).get('/api/auth/me')).body.id).toBe(res.body.id);
    expect((await register({ username: 'WIZARD_ONE' })).res.body).toEqual({ message: 'Username already taken' });
  });

  it('answers a registered e-mail like a new one, but signs nobody in and e-mails the owner', async () => {
    const { res: first } = await register({ username: 'first_owner', email: 'Owner@Example.com' });
    const { res: again, cookies } = await register({ username: 'second_try', email: 'owner@example.com' });
    expect(again.status).toBe(first.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body).toMatchObject({
      username: 'second_try',
      email: 'owner@example.com',
      lichessUsername: null,
      teamVerified: false,
    });
    expect(again.body.id).not.toBe(first.body.id);
    expect(valid('post', '/api/auth/register', 201, again.body)).toBe(true);
    expect(cookies).toEqual([]);
    await core.runOutbox();
    const mails = await OutboxEmail.query(core.db).where('to', 'owner@example.com').orderBy('createdAt');
    expect(mails.map((m) => m.subject)).toEqual([
      'Welcome to Chess School Arena',
      'You already have a Chess School Arena account',
    ]);
  });

  it('answers the product.md §5 messages', async () => {
    expect((await register({ password: '123' })).res.body).toEqual({
      message: 'Password must be at least 6 characters',
    });
    expect((await register({ username: 'no spaces' })).res.body).toEqual({
      message: 'Username can only contain letters, numbers, hyphens and underscores',
    });
  });
});

/** The wizard's "Sign in with Lichess": start, the sandbox consent page, then Lichess's redirect back. */
async function signInWithLichess(cookies: string[], account: string, returnTo = '/register'): Promise<string> {
  const started = cookies.length
    ? await as(cookies).post('/api/auth/lichess/start', { returnTo })
    : await request(app).post('/api/auth/lichess/start').send({ returnTo });
  expect(valid('post', '/api/auth/lichess/start', 200, started.body)).toBe(true);
  const form = new URLSearchParams(new URL(started.body.authorizeUrl).searchParams);
  form.set('user', account);
  form.set('decision', 'allow');
  const consent = await fetch(`${lichess.sandbox.url}/oauth/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/lichess/callback');
  const res = await request(app).get(`${back.pathname}${back.search}`).set('Cookie', cookies.join('; ')).expect(302);
  return res.headers.location;
}

describe('the Lichess step and the team gate', () => {
  it('links the name Lichess proves for the session user (sign in with Lichess), back on the wizard', async () => {
    const { res, cookies } = await register();
    const back = await signInWithLichess(cookies, 'BishopBella');
    expect(back).toBe('/register?lichess=linked');
    const me = await as(cookies).get('/api/auth/me');
    expect(me.body).toMatchObject({ id: res.body.id, lichessUsername: 'BishopBella', lichessVerified: true });
    // a second portal account cannot take the same Lichess account (nor the demo player's DemoPlayer)
    const other = await register();
    expect(await signInWithLichess(other.cookies, 'BishopBella')).toBe('/register?lichess=taken');
    expect(await signInWithLichess(other.cookies, 'DemoPlayer')).toBe('/register?lichess=taken');
    expect((await as(other.cookies).get('/api/auth/me')).body.lichessUsername).toBeNull();
  });

  it('polls check-team until the player joins; me then shows the verification at once', async () => {
    await lichess.control('POST', '/users', { username: 'FreshFace77' });
    const { cookies } = await register();
    await signInWithLichess(cookies, 'FreshFace77');
    const team = await request(app).get('/api/team-info');
    expect(team.body).toEqual({ teamId: 'chess-school', teamUrl: `${lichess.sandbox.url}/team/chess-school` });
    const poll = () => as(cookies).get('/api/check-team?teamId=chess-school&username=FreshFace77');
    expect((await poll()).body).toEqual({ success: true, isMember: false });
    await lichess.control('POST', '/teams/chess-school/members', { username: 'FreshFace77' });
    // the poll answers from core's brief membership cache, then asks Lichess again
    expect((await poll()).body).toEqual({ success: true, isMember: false });
    lichess.clock.advance(MEMBERSHIP_CACHE_MS);
    const joined = await poll();
    expect(joined.body).toEqual({ success: true, isMember: true });
    expect(valid('get', '/api/check-team', 200, joined.body)).toBe(true);
    expect((await as(cookies).get('/api/auth/me')).body.teamVerified).toBe(true);
    expect((await as(cookies).get('/api/check-team?teamId=chess-school')).body).toEqual({
      message: 'teamId and username are required',
    });
    expect((await request(app).get('/api/check-team?teamId=chess-school&username=FreshFace77')).status).toBe(401);
  });

  it('verify-team answers teamVerified and the refreshed user', async () => {
    const { cookies } = await register();
    expect((await as(cookies).post('/api/auth/verify-team', {})).body).toEqual({
      message: 'Please link your Lichess username on your profile first.',
    });
    await signInWithLichess(cookies, 'OutsiderOmar');
    const res = await as(cookies).post('/api/auth/verify-team', { userId: core.demo!.playerId });
    expect(res.body).toMatchObject({
      teamVerified: false,
      user: { lichessUsername: 'OutsiderOmar', teamVerified: false },
    });
    expect(valid('post', '/api/auth/verify-team', 200, res.body)).toBe(true);
  });
});

describe('profile', () => {
  it('reads and saves the profile; a typed Lichess name is refused (it comes from signing in with Lichess)', async () => {
    const { res, cookies } = await register();
    const profile = await as(cookies).get('/api/me');
    expect(profile.body).toMatchObject({ id: res.body.id, organizerApplication: null, upiId: null });
    expect(valid('get', '/api/me', 200, profile.body)).toBe(true);
    const saved = await as(cookies).put('/api/me', {
      username: res.body.username,
      email: res.body.email,
      lichessUsername: '',
      upiId: 'me@okaxis',
      whatsappNumber: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Profile updated successfully',
      user: { lichessUsername: null },
      profile: { upiId: 'me@okaxis' },
    });
    expect(valid('put', '/api/me', 200, saved.body)).toBe(true);
    const unknown = await as(cookies).put('/api/me', {
      username: res.body.username,
      email: res.body.email,
      lichessUsername: 'NoSuchPlayer42',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('To link a different Lichess account, sign in with Lichess.');
    const badPhone = await as(cookies).put('/api/me', {
      username: res.body.username,
      email: res.body.email,
      whatsappNumber: '0123',
    });
    expect(badPhone.body).toEqual({ message: 'Please enter a valid WhatsApp number (e.g., +919876543210)' });
    expect((await request(app).get('/api/me')).status).toBe(401);
  });

  it('a new e-mail waits for its link, a taken one answers the same; the link changes the address', async () => {
    const { res: other } = await register();
    const { res, cookies } = await register();
    const save = (email: string) =>
      as(cookies).put('/api/me', {
        username: res.body.username,
        email,
        lichessUsername: '',
        upiId: '',
        whatsappNumber: '',
      });
    const free = await save('moved.here@example.com');
    const taken = await save(other.body.email);
    expect([free.status, taken.status]).toEqual([200, 200]);
    expect(taken.body.message).toBe(free.body.message.replace('moved.here@example.com', other.body.email));
    expect(free.body.message).toMatch(/We have sent a link to moved.here@example.com/);
    expect([free.body.user.email, taken.body.user.email]).toEqual([res.body.email, res.body.email]);
    await core.runOutbox();
    const mail = await OutboxEmail.query(core.db).where('to', 'moved.here@example.com').first();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const confirmed = await request(app).post('/api/auth/confirm-email').send({ token });
    expect(confirmed.body).toEqual({ message: 'Your e-mail address is now moved.here@example.com.' });
    expect(valid('post', '/api/auth/confirm-email', 200, confirmed.body)).toBe(true);
    expect((await as(cookies).get('/api/me')).body.email).toBe('moved.here@example.com');
    expect((await request(app).post('/api/auth/confirm-email').send({ token })).status).toBe(400);
  });
});

describe('organizer application', () => {
  const NOTE = 'I coach juniors every weekend and would like to run monthly rapid tournaments for them.';

  it('a visitor signs in with Lichess, then applies: the account is created and signed in', async () => {
    const back = new URL(await signInWithLichess([], 'QueenGambit', '/apply-organizer'), 'http://portal.test');
    expect(back.pathname).toBe('/apply-organizer');
    expect(back.searchParams.get('lichess')).toBe('proven');
    expect(back.searchParams.get('lichessUsername')).toBe('QueenGambit');
    const res = await request(app)
      .post('/api/apply-organizer')
      .send({
        username: 'visiting_host',
        email: 'visiting.host@example.com',
        password: 'Organize1',
        lichessUsername: 'QueenGambit',
        lichessProof: back.searchParams.get('proof'),
        applicationNote: NOTE,
        upiId: 'host@okaxis',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Application submitted successfully',
      application: { status: 'pending' },
      user: { username: 'visiting_host', role: 'player' },
    });
    expect(valid('post', '/api/apply-organizer', 201, res.body)).toBe(true);
    const me = await as(cookiePairs(res.headers['set-cookie'])).get('/api/me');
    expect(me.body.organizerApplication).toMatchObject({ status: 'pending' });
    // a known e-mail with its own Lichess proof: the same answer, no session (the owner is e-mailed)
    const again = new URL(await signInWithLichess([], 'NewcomerNina', '/apply-organizer'), 'http://portal.test');
    const known = await request(app)
      .post('/api/apply-organizer')
      .send({
        username: 'second_host',
        email: 'Visiting.Host@example.com',
        password: 'Organize1',
        lichessUsername: 'NewcomerNina',
        lichessProof: again.searchParams.get('proof'),
        applicationNote: NOTE,
        upiId: 'host@okaxis',
      });
    expect(known.status).toBe(201);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(res.body).sort());
    expect(known.body).toMatchObject({
      message: 'Application submitted successfully',
      application: { status: 'pending' },
      user: { username: 'second_host' },
    });
    expect(valid('post', '/api/apply-organizer', 201, known.body)).toBe(true);
    expect(known.headers['set-cookie']).toBeUndefined();
    const weak = await request(app).post('/api/apply-organizer').send({
      username: 'weak_host',
      email: 'weak@example.com',
      password: 'organize1',
      lichessUsername: 'QueenGambit',
      applicationNote: NOTE,
      upiId: 'host@okaxis',
    });
    expect(weak.body).toEqual({ message: 'Password must contain at least one uppercase letter' });
  });

  it('a signed-in player applies for their own account (account fields ignored); organizers cannot', async () => {
    const { res: account, cookies } = await register();
    await signInWithLichess(cookies, 'KnightRider99', '/apply-organizer');
    const res = await as(cookies).post('/api/apply-organizer', {
      username: 'someone_else',
      lichessUsername: 'KnightRider99',
      applicationNote: NOTE,
      upiId: 'me@okaxis',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ id: account.body.id, username: account.body.username });
    expect(
      (
        await as(cookies).post('/api/apply-organizer', {
          lichessUsername: 'KnightRider99',
          applicationNote: NOTE,
          upiId: 'me@okaxis',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await as(cookies).post('/api/apply-organizer', {
          lichessUsername: 'KnightRider99',
          applicationNote: 'short',
          upiId: 'me@okaxis',
        })
      ).body,
    ).toEqual({
      message: 'Please provide at least 50 characters explaining why you want to become an organizer',
    });
    const organizer = await request(app)
      .post('/api/auth/login')
      .send({ email: 'organizer@example.com', password: 'organizer123' });
    const refused = await as(cookiePairs(organizer.headers['set-cookie'])).post('/api/apply-organizer', {
      lichessUsername: 'DemoOrganizer',
      applicationNote: NOTE,
      upiId: 'o@okaxis',
    });
    expect(refused.status).toBe(403);
  });
});

describe('a mail server that accepts and never answers', () => {
  it('changes no answer: forgot-password alike for known and unknown addresses, register at once', async () => {
    const hanging = await startHangingSmtp();
    core.config.smtpUrl = hanging.url;
    core.config.smtpTimeoutMs = 5_000;
    try {
      await register({ email: 'hangs.known@example.com' });
      const timed = async (path: string, body: object) => {
        const started = performance.now();
        const res = await request(app).post(path).send(body);
        return { status: res.status, body: res.body as unknown, ms: performance.now() - started };
      };
      const known = await timed('/api/auth/forgot-password', { email: 'hangs.known@example.com' });
      const unknown = await timed('/api/auth/forgot-password', { email: 'hangs.nobody@example.com' });
      const fresh = await timed('/api/auth/register', {
        username: 'hangs_fresh',
        email: 'hangs.fresh@example.com',
        password: 'secret123',
      });
      expect([known.status, unknown.status, fresh.status]).toEqual([202, 202, 201]);
      expect(known.body).toEqual(unknown.body);
      // nobody waited for the mail server (a wait would last its 5 s timeout)
      for (const answer of [known, unknown, fresh]) expect(answer.ms).toBeLessThan(2_000);
      expect(hanging.connections).toBe(0);
    } finally {
      core.config.smtpUrl = undefined;
      core.config.smtpTimeoutMs = undefined;
      await hanging.close();
    }
  });
});

describe('password reset', () => {
  it('mails a link; the reset changes the password once and ends the old sessions', async () => {
    const { cookies } = await register({ email: 'forgetful@example.com', password: 'old-secret' });
    const same = await request(app).post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' });
    const sent = await request(app).post('/api/auth/forgot-password').send({ email: 'Forgetful@example.com' });
    expect([sent.status, same.status]).toEqual([202, 202]);
    expect(sent.body).toEqual(same.body);
    await core.runOutbox();
    const mail = await OutboxEmail.query(core.db)
      .where({ to: 'forgetful@example.com', subject: 'Reset your Chess School Arena password' })
      .first();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const reset = await request(app).post('/api/auth/reset-password').send({ token, password: 'new-secret' });
    expect(reset.status).toBe(200);
    expect((await as(cookies).get('/api/auth/me')).status).toBe(401);
    expect(
      (await request(app).post('/api/auth/login').send({ email: 'forgetful@example.com', password: 'new-secret' }))
        .status,
    ).toBe(200);
    expect((await request(app).post('/api/auth/reset-password').send({ token, password: 'third-secret' })).status).toBe(
      400,
    );
    expect((await request(app).post('/api/auth/reset-password').send({ token, password: '123' })).body).toEqual({
      message: 'Password must be at least 6 characters',
    });
  });
});
