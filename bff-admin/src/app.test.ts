import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { listOperations, schemaValidator } from '@chess-portal/contracts/openapi';
import { SESSION_KEYS, startRealStack, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { createApp } from './app';
import { createAdminCoreClient } from './clients/core-client';

let stack: RealStack;
let admin: ReturnType<ReturnType<typeof createApp>['callback']>;
beforeAll(async () => {
  stack = await startRealStack();
  admin = createApp({
    core: createAdminCoreClient(stack.coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

const stats = () => request(admin).get('/api/admin/stats');

describe('bff-admin against the real core', () => {
  it('answers platform statistics to an admin signed in at bff-player', async () => {
    const res = await stats().set('Cookie', await stack.signIn('admin'));
    expect(res.status).toBe(200);
    expect(schemaValidator('common', 'AdminStats')(res.body)).toBe(true);
    expect(res.body.totalUsers).toBe(4);
    expect(res.body.totalOrganizers).toBe(2);
  });

  it.each(['player', 'organizer'] as const)('answers 403 to a %s, whatever user id a header claims', async (role) => {
    const adminId = stack.core.demo!.adminId;
    const res = await stats()
      .set('Cookie', await stack.signIn(role))
      .set('X-User-Id', adminId)
      .set('X-Acting-User-Id', adminId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to perform this action' });
  });

  it('answers 401 when anonymous', async () => {
    const res = await stats().set('X-Acting-User-Id', stack.core.demo!.adminId);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
  });

  it('refuses a cookie signed with other keys', async () => {
    const cookies = await stack.signIn('admin');
    const other = createApp({
      core: createAdminCoreClient(stack.coreOptions),
      sessionKeys: ['some-other-session-key-xyz'],
      distDir: os.tmpdir(),
    }).callback();
    expect((await request(other).get('/api/admin/stats').set('Cookie', cookies)).status).toBe(401);
  });

  it('serves every operation of its OpenAPI document', async () => {
    for (const op of listOperations('bff-admin')) {
      const res = await request(admin)[op.method.toLowerCase() as 'get' | 'post'](op.path);
      expect({ op: op.operationId, notFound: res.status === 404 }).toEqual({ op: op.operationId, notFound: false });
    }
  });
});
