// Account abuse limits against the REAL core (its rate_limits table and settable clock).
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createTestCore, useSetup, type TestCore } from '@chess-portal/core-service/testing';
import { serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { createApp } from '../app';
import { createPlayerCoreClient } from '../clients/core-client';
import { cookiePairs } from '../../test/support/real-stack';
import {
  TOO_MANY_ACCOUNTS,
  TOO_MANY_PROFILE_CHANGES,
  TOO_MANY_RESETS,
  TOO_MANY_SIGN_UPS,
  defaultAccountLimits,
  type AccountLimits,
} from './account-limits';

// core on loopback, with an explicit setup budget; everything opened is closed even after a failed setup
const stack = useSetup('core on loopback', async (open) => {
  const opened = open(await createTestCore({ seedDemo: true }), (c) => c.close());
  return { core: opened, http: open(await serveOnLoopback(opened.app), (h) => h.close()) };
});
let core: TestCore;
let http: LoopbackServer;
beforeAll(() => ({ core, http } = stack())); // a failed setup fails each test with its own cause
beforeEach(() => core.clock.advance(2 * 3600_000)); // every window of these tests has ended

const limits: AccountLimits = {
  accountsPerIp: 2,
  accountsPerEmail: 2,
  resetRequestsPerIp: 3,
  resetRequestsPerEmail: 2,
  resetAttemptsPerIp: 2,
  profileUpdatesPerUser: 2,
  profileUpdatesPerIp: 3,
  windowSeconds: 60,
};
const replica = () => {
  const client = createPlayerCoreClient({ baseUrl: http.url, serviceToken: core.config.serviceToken });
  return createApp({
    core: client,
    sessionKeys: ['account-limit-test-key-0123'],
    distDir: os.tmpdir(),
    accountLimits: limits,
  }).callback();
};
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
let n = 0;

describe('account abuse limits', () => {
  it('limits account creation per address (registration and visitor applications share the budget)', async () => {
    const app = replica();
    const register = (ip = '203.0.113.5') => {
      n += 1;
      return request(app)
        .post('/api/auth/register')
        .set(from(ip))
        .send({ username: `person_${n}`, email: `p${n}@example.com`, password: 'secret123' });
    };
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const blocked = await register();
    expect([blocked.status, blocked.body, blocked.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_ACCOUNTS },
      '60',
    ]);
    const visitor = await request(app).post('/api/apply-organizer').set(from('203.0.113.5')).send({
      username: 'visiting_host',
      email: 'visiting.host@example.com',
      password: 'Organize1',
      lichessUsername: 'QueenGambit',
      applicationNote: 'I coach juniors every weekend and would like to run monthly rapid tournaments for them.',
      upiId: 'host@okaxis',
    });
    expect(visitor.status).toBe(429);
    core.clock.advance(60_000);
    expect((await register()).status).toBe(201);
    expect((await register('198.51.100.20')).status).toBe(201);
  });

  it('by default lets a school network create a class of accounts from one address (200 an hour), not more', async () => {
    const client = createPlayerCoreClient({ baseUrl: http.url, serviceToken: core.config.serviceToken });
    const app = createApp({
      core: client,
      sessionKeys: ['account-limit-test-key-0123'],
      distDir: os.tmpdir(),
    }).callback();
    const register = () => {
      n += 1;
      return request(app)
        .post('/api/auth/register')
        .set(from('203.0.113.50'))
        .send({ username: `pupil_${n}`, email: `pupil${n}@example.com`, password: 'secret123' });
    };
    for (let i = 0; i < 200; i += 1) expect((await register()).status).toBe(201);
    const blocked = await register();
    expect([blocked.status, blocked.body, blocked.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_ACCOUNTS },
      '3600',
    ]);
    expect(defaultAccountLimits.accountsPerEmail).toBeLessThanOrEqual(3); // abuse stays limited per e-mail
  }, 120_000);

  it('limits sign-ups per e-mail from any address', async () => {
    const app = replica();
    const register = (ip: string) => {
      n += 1;
      return request(app)
        .post('/api/auth/register')
        .set(from(ip))
        .send({ username: `person_${n}`, email: 'popular@example.com', password: 'secret123' });
    };
    expect((await register('203.0.113.30')).status).toBe(201);
    expect((await register('203.0.113.31')).status).toBe(201); // the e-mail has an account now: same answer
    const blocked = await register('203.0.113.32');
    expect([blocked.status, blocked.body, blocked.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_SIGN_UPS },
      '60',
    ]);
  });

  it('limits reset requests per e-mail and per address, and reset attempts per address', async () => {
    const app = replica();
    const ask = (email: string) =>
      request(app).post('/api/auth/forgot-password').set(from('203.0.113.6')).send({ email });
    expect((await ask('a@example.com')).status).toBe(202);
    expect((await ask('A@example.com')).status).toBe(202);
    const refused = await ask('a@example.com');
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_RESETS },
      '60',
    ]);
    expect((await ask('b@example.com')).status).toBe(429); // the address's budget of 3 is spent too

    const reset = (token: string) =>
      request(app).post('/api/auth/reset-password').set(from('203.0.113.7')).send({ token, password: 'new-secret' });
    expect((await reset('guess-one')).status).toBe(400);
    expect((await reset('guess-two')).status).toBe(400);
    expect((await reset('guess-three')).status).toBe(429);
  });

  it('limits profile saves per user and per address', async () => {
    const app = replica();
    n += 1;
    const username = `profiled_${n}`;
    const signUp = await request(app)
      .post('/api/auth/register')
      .set(from('203.0.113.40'))
      .send({ username, email: `${username}@example.com`, password: 'secret123' });
    const cookies = cookiePairs(signUp.headers['set-cookie']);
    const save = (ip: string) =>
      request(app)
        .put('/api/me')
        .set('Cookie', cookies)
        .set(from(ip))
        .send({ username, email: `${username}@example.com`, upiId: '', whatsappNumber: '' });
    expect((await save('203.0.113.41')).status).toBe(200);
    expect((await save('203.0.113.42')).status).toBe(200);
    const refused = await save('203.0.113.43');
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      429,
      { message: TOO_MANY_PROFILE_CHANGES },
      '60',
    ]);
  });
});
