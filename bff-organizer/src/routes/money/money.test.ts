// bff-organizer's money routes against the real core (product.md §10): the money view and its CSV
// streamed through, the UTR forms checked with the shared schema before core, core's 404 passed on.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { UTR_SHAPE } from '@chess-portal/contracts';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { SESSION_KEYS, startRealStack, type RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { createApp } from '../../app';
import { createOrganizerCoreClient } from '../../clients/core-client';

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

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('the money routes', () => {
  it('answer the money view, the refunds and prizes lists, and stream the CSV', async () => {
    const cookies = await stack.signIn('organizer');
    const money = await request(organizer).get('/api/organizer/money').set('Cookie', cookies).expect(200);
    expect(responseValidator('bff-organizer', 'get', '/api/organizer/money', 200)!(money.body)).toBe(true);
    const refunds = await request(organizer)
      .get('/api/organizer/refunds?status=owed')
      .set('Cookie', cookies)
      .expect(200);
    expect(responseValidator('bff-organizer', 'get', '/api/organizer/refunds', 200)!(refunds.body)).toBe(true);
    const payouts = await request(organizer).get('/api/organizer/payouts').set('Cookie', cookies).expect(200);
    expect(responseValidator('bff-organizer', 'get', '/api/organizer/payouts', 200)!(payouts.body)).toBe(true);

    const csv = await request(organizer).get('/api/organizer/money/export.csv').set('Cookie', cookies).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="money.csv"');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Tournament,Status,Start \(UTC\),Collected \(INR\)/);
    expect(lines.at(-1)).toMatch(/^Total,/);
  });

  it('checks the UTR with the shared rule before core, and passes core’s 404 and 403 on', async () => {
    const cookies = await stack.signIn('organizer');
    const bad = await request(organizer)
      .post(`/api/organizer/refunds/${MISSING}/sent`)
      .set('Cookie', cookies)
      .send({ utr: '12ab' })
      .expect(400);
    expect(bad.body).toEqual({ message: UTR_SHAPE });
    const missing = await request(organizer)
      .post(`/api/organizer/payouts/${MISSING}/sent`)
      .set('Cookie', cookies)
      .send({ utr: '123456789012' })
      .expect(404);
    expect(missing.body).toEqual({ message: 'Prize payout not found' });
    const player = await request(organizer)
      .get('/api/organizer/money')
      .set('Cookie', await stack.signIn('player'));
    expect(player.status).toBe(403);
  });
});
