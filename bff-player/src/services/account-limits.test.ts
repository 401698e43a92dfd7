import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createStubCore } from '../../test/support/stub-core';
import { STUB_RESET_TOKEN } from '../../test/support/stub-accounts';
import { createApp } from '../app';
import { createAccountLimiter, TOO_MANY_ACCOUNTS, TOO_MANY_RESETS, type AccountLimits } from './account-limits';

const core = createStubCore();
beforeEach(() => core.reset());

const limits: AccountLimits = { accountsPerIp: 2, resetRequestsPerIp: 3, resetRequestsPerEmail: 2, resetAttemptsPerIp: 2, windowSeconds: 60 };
const server = () =>
  createApp({ core, sessionKeys: ['account-limit-test-key-0123'], distDir: os.tmpdir(), accountLimiter: createAccountLimiter(limits) }).callback();
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('account abuse limits', () => {
  it('limits account creation per address (registration and visitor applications share the budget)', async () => {
    const app = server();
    const register = (i: number, ip = '203.0.113.5') =>
      request(app).post('/api/auth/register').set(from(ip)).send({ username: `person_${i}`, email: `p${i}@example.com`, password: 'secret123' });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    const blocked = await register(3);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ACCOUNTS });
    expect(core.users.size).toBe(2);
    expect((await register(4, '198.51.100.20')).status).toBe(201);
  });

  it('limits reset requests per e-mail and per address, and reset attempts per address', async () => {
    const app = server();
    const ask = (email: string) => request(app).post('/api/auth/forgot-password').set(from('203.0.113.6')).send({ email });
    expect((await ask('a@example.com')).status).toBe(202);
    expect((await ask('A@example.com')).status).toBe(202);
    expect((await ask('a@example.com')).body).toEqual({ message: TOO_MANY_RESETS });
    expect((await ask('b@example.com')).status).toBe(429); // the address's budget of 3 is spent too

    const reset = (token: string) => request(app).post('/api/auth/reset-password').set(from('203.0.113.7')).send({ token, password: 'new-secret' });
    expect((await reset('guess-one')).status).toBe(400);
    expect((await reset(STUB_RESET_TOKEN)).status).toBe(200);
    expect((await reset(STUB_RESET_TOKEN)).status).toBe(429);
  });
});
