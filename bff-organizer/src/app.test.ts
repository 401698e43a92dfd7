import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { listOperations, responseValidator } from '@chess-portal/contracts/openapi';
import { SESSION_KEYS, startRealStack, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { createApp } from './app';
import { createOrganizerCoreClient } from './clients/core-client';

let stack: RealStack;
let organizer: ReturnType<ReturnType<typeof createApp>['callback']>;
beforeAll(async () => {
  stack = await startRealStack();
  organizer = createApp({
    core: createOrganizerCoreClient(stack.coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

const list = () => request(organizer).get('/api/organizer/tournaments');

describe('bff-organizer against the real core', () => {
  it('answers the signed-in organizer their own tournaments, with the cookie bff-player set', async () => {
    const cookies = await stack.signIn('organizer');
    const res = await list().set('Cookie', cookies);
    expect(res.status).toBe(200);
    expect(responseValidator('bff-organizer', 'get', '/api/organizer/tournaments', 200)!(res.body)).toBe(true);
    expect(res.body.tournaments.length).toBeGreaterThan(0);
    const organizerId = stack.core.demo!.organizerId;
    expect(res.body.tournaments.every((t: { organizerId: string }) => t.organizerId === organizerId)).toBe(true);
  });

  it('lets an admin in too', async () => {
    const res = await list().set('Cookie', await stack.signIn('admin'));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.tournaments)).toBe(true);
  });

  it('answers 401 when anonymous and 403 for a player, whatever user id a header claims', async () => {
    const organizerId = stack.core.demo!.organizerId;
    const anonymous = await list().set('X-User-Id', organizerId).set('X-Acting-User-Id', organizerId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Authentication required' });
    const player = await list()
      .set('Cookie', await stack.signIn('player'))
      .set('X-User-Id', organizerId)
      .set('X-Acting-User-Id', organizerId);
    expect(player.status).toBe(403);
    expect(player.body).toEqual({ message: 'You do not have permission to perform this action' });
  });

  it('stops accepting the cookie once the user logs out at bff-player', async () => {
    const cookies = await stack.signIn('organizer');
    await request(stack.player).post('/api/auth/logout').set('Cookie', cookies);
    expect((await list().set('Cookie', cookies)).status).toBe(401);
  });

  it('serves every operation of its OpenAPI document', async () => {
    for (const op of listOperations('bff-organizer')) {
      const res = await request(organizer)[op.method.toLowerCase() as 'get' | 'post'](op.path);
      expect({ op: op.operationId, notFound: res.status === 404 }).toEqual({ op: op.operationId, notFound: false });
    }
  });
});
