import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createStubCore, stubUser } from '../../test/support/stub-core';
import { createApp } from '../app';
import { TOO_MANY_ATTEMPTS, createLoginLimiter, type LoginLimits } from './login-rate-limit';

const core = createStubCore();
beforeEach(() => {
  core.reset();
  core.users.set(stubUser().id, stubUser());
  core.users.set('6a1e7b1f-0b62-4e70-9a6f-4a2d3c8b0f52', stubUser({ id: '6a1e7b1f-0b62-4e70-9a6f-4a2d3c8b0f52', email: 'other@example.com' }));
});

function server(limits?: LoginLimits) {
  const loginLimiter = limits ? createLoginLimiter(limits) : undefined;
  return createApp({ core, sessionKeys: ['rate-limit-test-key-0123'], distDir: os.tmpdir(), loginLimiter }).callback();
}

const attempt = (app: ReturnType<typeof server>, email: string, password: string, ip = '203.0.113.7') =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('sign-in rate limits', () => {
  it('blocks an e-mail from an address after 10 failed attempts, even with the right password', async () => {
    const app = server();
    for (let i = 0; i < 10; i += 1) expect((await attempt(app, 'player@example.com', 'wrong-password')).status).toBe(401);
    const blocked = await attempt(app, 'player@example.com', 'player123');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(core.verifyCalls).toBe(10);
    // the same e-mail from another address, and another e-mail from this address, still work
    expect((await attempt(app, 'player@example.com', 'player123', '198.51.100.9')).status).toBe(200);
    expect((await attempt(app, 'other@example.com', 'player123')).status).toBe(200);
  });

  it('blocks an address after its budget of failures across e-mails', async () => {
    const app = server({ perEmailAndIp: 10, perIp: 4, windowSeconds: 60 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect((await attempt(app, email, 'wrong-password')).status).toBe(401);
    }
    expect((await attempt(app, 'player@example.com', 'player123')).status).toBe(429);
    expect((await attempt(app, 'player@example.com', 'player123', '198.51.100.9')).status).toBe(200);
  });

  it('counts the address the edge saw, not one the browser claims', async () => {
    const app = server({ perEmailAndIp: 2, perIp: 50, windowSeconds: 60 });
    await attempt(app, 'player@example.com', 'wrong-password', '10.0.0.1, 203.0.113.7');
    await attempt(app, 'player@example.com', 'wrong-password', '10.0.0.2, 203.0.113.7');
    expect((await attempt(app, 'player@example.com', 'player123', '10.0.0.3, 203.0.113.7')).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in and ignores invalid bodies', async () => {
    const app = server({ perEmailAndIp: 2, perIp: 50, windowSeconds: 60 });
    await attempt(app, 'player@example.com', 'wrong-password');
    expect((await attempt(app, 'player@example.com', 'player123')).status).toBe(200);
    await attempt(app, 'player@example.com', 'wrong-password');
    for (let i = 0; i < 3; i += 1) expect((await attempt(app, 'player@example.com', '123')).status).toBe(400);
    expect((await attempt(app, 'player@example.com', 'player123')).status).toBe(200);
  });

  it('blocks an account after its budget of failures from many addresses', async () => {
    const app = server({ perEmailAndIp: 10, perIp: 50, perEmail: 3, windowSeconds: 60 });
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await attempt(app, 'player@example.com', 'wrong-password', ip)).status).toBe(401);
    }
    const blocked = await attempt(app, 'Player@Example.com', 'player123', '198.51.100.4');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect((await attempt(app, 'other@example.com', 'player123', '198.51.100.4')).status).toBe(200);
  });
});
