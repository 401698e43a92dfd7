// Sign-in limits against the REAL core (its rate_limits table and settable clock): back-off instead
// of a lock-out, attempts reserved before the password check (a parallel burst is bounded), a shared
// address that does not lock out its known users, shared by BFF replicas and kept across a BFF restart.
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createTestCore, useSetup, demoLogins, type TestCore } from '@chess-portal/core-service/testing';
import { serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { createApp } from '../app';
import { createPlayerCoreClient } from '../clients/core-client';
import { tooManySignInAttempts, tooManySignInsFromNetwork } from '@chess-portal/contracts';
import { defaultLoginLimits, type LoginLimits } from './login-rate-limit';

// core on loopback, with an explicit setup budget; everything opened is closed even after a failed setup
const stack = useSetup('core on loopback', async (open) => {
  const opened = open(await createTestCore({ seedDemo: true }), (c) => c.close());
  return { core: opened, http: open(await serveOnLoopback(opened.app), (h) => h.close()) };
});
let core: TestCore;
let http: LoopbackServer;
beforeAll(() => ({ core, http } = stack())); // a failed setup fails each test with its own cause
// every test starts with forgotten counts (the longest window is the 30 days of a known address)
beforeEach(() => core.clock.advance(31 * 24 * 3600_000));

/** A bff-player replica on the shared core; a new one is what a restarted process is. */
function replica(limits: Partial<LoginLimits> = {}) {
  const client = createPlayerCoreClient({ baseUrl: http.url, serviceToken: core.config.serviceToken });
  return createApp({
    core: client,
    sessionKeys: ['rate-limit-test-key-0123'],
    distDir: os.tmpdir(),
    loginLimits: { ...defaultLoginLimits, ...limits },
  }).callback();
}

const { player, organizer } = demoLogins;

/** A fetch to the real core whose password check finds core's database down (503). */
const failingVerify: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/auth/login')) {
    return new Response(JSON.stringify({ message: 'Service temporarily unavailable' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
    });
  }
  return fetch(input, init);
};
type App = ReturnType<typeof replica>;
const attempt = (app: App, email: string, password: string, ip = '203.0.113.7') =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
const seconds = (ms: number) => core.clock.advance(ms * 1000);

type Answer = { status: number; body: unknown; headers: Record<string, unknown> };
function expectRefused(res: Answer, retryAfter: number, message = tooManySignInAttempts) {
  expect([res.status, res.body, res.headers['retry-after']]).toEqual([
    429,
    { message: message(retryAfter) },
    String(retryAfter),
  ]);
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('sign-in limits', () => {
  it('slows an account at one address down after 5 failures (even with the right password), never locks it', async () => {
    const app = replica();
    for (let i = 0; i < 5; i += 1) expect((await attempt(app, player.email, 'wrong-password')).status).toBe(401);
    expectRefused(await attempt(app, player.email, player.password), 1);
    // the same account from another address, and another account from this address, still work
    expect((await attempt(app, player.email, player.password, '198.51.100.9')).status).toBe(200);
    expect((await attempt(app, organizer.email, organizer.password)).status).toBe(200);
    // each further failure doubles the wait: 1 s, 2 s, 4 s ...
    for (const wait of [1, 2, 4]) {
      seconds(wait);
      expect((await attempt(app, player.email, 'wrong-password')).status).toBe(401);
      expectRefused(await attempt(app, player.email, player.password), wait * 2);
    }
    seconds(8);
    expect((await attempt(app, player.email, player.password)).status).toBe(200);
  });

  it('caps the wait at 15 minutes per account and address', async () => {
    const app = replica({ perPair: 1 });
    for (let i = 0; i < 12; i += 1) {
      seconds(15 * 60);
      expect((await attempt(app, player.email, 'wrong-password')).status).toBe(401);
    }
    expectRefused(await attempt(app, player.email, player.password), 15 * 60);
  });

  it('refuses an address after its budget of failures across accounts', async () => {
    const app = replica({ perIp: 4 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect((await attempt(app, email, 'wrong-password')).status).toBe(401);
    }
    const refused = await attempt(app, player.email, player.password);
    expectRefused(refused, 3600, tooManySignInsFromNetwork);
    // the sentence tells the real wait, not "a few minutes"
    expect(refused.body).toEqual({
      message: 'Too many failed sign-ins from this network. Please try again in 60 minutes.',
    });
    expect((await attempt(app, player.email, player.password, '198.51.100.9')).status).toBe(200);
  });

  it('100 failures from one address by others do not lock out a user who signed in from there before', async () => {
    const app = replica();
    const school = '198.51.100.77';
    expect((await attempt(app, player.email, player.password, school)).status).toBe(200);
    for (let batch = 0; batch < 10; batch += 1) {
      const guesses = Array.from({ length: 10 }, (_, i) =>
        attempt(app, `pupil${batch * 10 + i}@example.com`, 'wrong-password', school),
      );
      expect((await Promise.all(guesses)).map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    // a newcomer at that address waits, and is told for how long
    const newcomer = await attempt(app, organizer.email, organizer.password, school);
    expectRefused(newcomer, 3600, tooManySignInsFromNetwork);
    // the classmate who signed in from the school before still signs in, from there
    expect((await attempt(app, player.email, player.password, school)).status).toBe(200);
    // and that account is still guarded there: a guesser on it meets the per-pair back-off
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(app, player.email, 'wrong-password', school)).status).toBe(401);
    expectRefused(await attempt(app, player.email, player.password, school), 1);
  });

  it('60 parallel wrong guesses check only the free attempts; the right password waits until the back-off ends', async () => {
    const app = replica();
    const answers = await Promise.all(Array.from({ length: 60 }, () => attempt(app, player.email, 'wrong-password')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(defaultLoginLimits.perPair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - defaultLoginLimits.perPair);
    for (const refused of answers.filter((r) => r.status === 429)) expectRefused(refused, 1);
    // the right password right after the burst is refused too, until the back-off has passed
    expectRefused(await attempt(app, player.email, player.password), 1);
    seconds(1);
    expect((await attempt(app, player.email, player.password)).status).toBe(200);
  });

  it('gives a reserved attempt back when core cannot check the password', async () => {
    const app = replica({ perPair: 1 });
    const down = createApp({
      core: createPlayerCoreClient({ baseUrl: http.url, serviceToken: core.config.serviceToken, fetch: failingVerify }),
      sessionKeys: ['rate-limit-test-key-0123'],
      distDir: os.tmpdir(),
      loginLimits: { ...defaultLoginLimits, perPair: 1 },
    }).callback();
    expect((await attempt(down, player.email, player.password)).status).toBe(503);
    expect((await attempt(app, player.email, player.password)).status).toBe(200);
  });

  it('counts the address the edge saw, not one the browser claims', async () => {
    const app = replica({ perPair: 2 });
    await attempt(app, player.email, 'wrong-password', '10.0.0.1, 203.0.113.7');
    await attempt(app, player.email, 'wrong-password', '10.0.0.2, 203.0.113.7');
    expect((await attempt(app, player.email, player.password, '10.0.0.3, 203.0.113.7')).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in and ignores invalid bodies', async () => {
    const app = replica({ perPair: 2 });
    await attempt(app, player.email, 'wrong-password');
    expect((await attempt(app, player.email, player.password)).status).toBe(200);
    await attempt(app, player.email, 'wrong-password');
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, player.email, '123')).status).toBe(400);
    expect((await attempt(app, player.email, player.password)).status).toBe(200);
  });

  it('slows an account attacked from many addresses, except at an address its owner signed in from', async () => {
    const app = replica({ perAccount: 3 });
    expect((await attempt(app, player.email, player.password, '192.0.2.50')).status).toBe(200); // the owner's home
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await attempt(app, player.email, 'wrong-password', ip)).status).toBe(401);
    }
    expectRefused(await attempt(app, 'Player@Example.com', player.password, '198.51.100.4'), 1);
    expect((await attempt(app, player.email, player.password, '192.0.2.50')).status).toBe(200);
    expect((await attempt(app, organizer.email, organizer.password, '198.51.100.4')).status).toBe(200);
    seconds(1); // a slow-down, not a lock-out: a new address gets its turn after the wait
    expect((await attempt(app, player.email, player.password, '198.51.100.4')).status).toBe(200);
  });

  it('is shared by two replicas on one core and survives a replica restart', async () => {
    const [one, two] = [replica({ perPair: 4 }), replica({ perPair: 4 })];
    for (const app of [one, two, one, two])
      expect((await attempt(app, player.email, 'wrong-password')).status).toBe(401);
    expect((await attempt(one, player.email, player.password)).status).toBe(429);
    expect((await attempt(two, player.email, player.password)).status).toBe(429);
    const restarted = replica({ perPair: 4 });
    expectRefused(await attempt(restarted, player.email, player.password), 1);
  });
});
