// GET /api/admin/events through bff-admin to the real core over real sockets: the admin's own stream
// (uncompressed, unbuffered) carries the dashboard counters' changes (`admin:stats`) and public views;
// players, organizers and visitors are refused (403 / 401), and bff-player refuses the admin.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import os from 'node:os';
import { startRealStack, SESSION_KEYS, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { listenForStreams, openTestStream } from '@chess-portal/service-kit/src/testing/sse-client';
import { createApp } from '../../app';
import { createAdminCoreClient } from '../../clients/core-client';

let stack: RealStack;
let admin: { base: string; close: () => Promise<void> };
let player: { base: string; close: () => Promise<void> };
beforeAll(async () => {
  stack = await startRealStack();
  admin = await listenForStreams(
    createApp({
      core: createAdminCoreClient(stack.coreOptions),
      sessionKeys: SESSION_KEYS,
      distDir: os.tmpdir(),
    }).callback(),
  );
  player = await listenForStreams(stack.player);
}, SETUP_BUDGET_MS);
afterAll(async () => {
  await admin.close();
  await player.close();
  await stack.close();
});

const open = (cookies: string[], headers: Record<string, string> = {}) =>
  openTestStream(`${admin.base}/api/admin/events`, { Cookie: cookies.join('; '), ...headers });

describe('GET /api/admin/events (bff-admin)', () => {
  it('streams the dashboard counters’ changes to the admin, uncompressed and unbuffered', async () => {
    const stream = await open(await stack.signIn('admin'), { 'Accept-Encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const [, readyId] = await stream.waitFor(/event: ?ready\nid: ?(\d+)/);
      // the admin UPI (a global setting) is one of the counters' inputs; so is a commission
      await stack.core.db.raw('update global_settings set value = value');
      const [, id] = await stream.waitFor(/id: ?(\d+)\ndata: ?\{"key":"admin:stats"/);
      expect(Number(id)).toBeGreaterThan(Number(readyId));
      await stack.core.db.raw('update organizer_commissions set status = status where id = ?', [
        stack.core.demo!.overdueCommissionId,
      ]);
      await stream.waitFor(/"key":"admin:stats"[^]*"key":"admin:stats"/);
    } finally {
      stream.close();
    }
  });

  it('is the admins’ own: 401 for a visitor, 403 for a player and an organizer; bff-player refuses an admin', async () => {
    const visitor = await open([]);
    expect(visitor.status).toBe(401);
    await visitor.ended;
    for (const role of ['player', 'organizer'] as const) {
      const refused = await open(await stack.signIn(role));
      expect(refused.status).toBe(403);
      await refused.ended;
      expect(JSON.parse(refused.text()).message).toBeTruthy();
    }
    const atPlayerBff = await openTestStream(`${player.base}/api/events`, {
      Cookie: (await stack.signIn('admin')).join('; '),
    });
    expect(atPlayerBff.status).toBe(403);
    await atPlayerBff.ended;
  });
});
