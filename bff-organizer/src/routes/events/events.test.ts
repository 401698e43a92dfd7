// GET /api/organizer/events through bff-organizer to the real core over real sockets: the organizer's own
// stream (uncompressed, unbuffered) carries their tournaments' changes and their allow-list sync state;
// players, admins and visitors are sent elsewhere (403 / 401), and bff-player refuses the organizer.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import { listenForStreams, openTestStream, type TestStream } from '@chess-portal/service-kit/src/testing/sse-client';
import { startOrganizerStack, type OrganizerStack } from '../../../test/support/organizer-stack';

let stack: OrganizerStack;
let organizerBase: { base: string; close: () => Promise<void> };
beforeAll(async () => {
  stack = await startOrganizerStack();
  organizerBase = await listenForStreams(stack.organizer);
}, SETUP_BUDGET_MS);
afterAll(async () => {
  await organizerBase.close();
  await stack.close();
});

const open = (cookies: string[], headers: Record<string, string> = {}, query = '') =>
  openTestStream(`${organizerBase.base}/api/organizer/events${query}`, { Cookie: cookies.join('; '), ...headers });

describe('GET /api/organizer/events (bff-organizer)', () => {
  it('streams the organizer’s tournament changes and allow-list sync state, and resumes from Last-Event-ID', async () => {
    const cookies = await stack.signIn('organizer');
    const { organizerId, tournamentIds } = stack.core.demo!;
    const [tournamentId] = tournamentIds;
    let stream: TestStream | undefined = await open(cookies, { 'Accept-Encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const [, readyId] = await stream.waitFor(/event: ?ready\nid: ?(\d+)/);

      // an allow-list job written for the organizer's tournament: its sync state moved (syncing)
      const key = `allow-list:${organizerId}:${tournamentId}`;
      await stack.core.db('outbox_jobs').insert({
        kind: 'lichess.allow-list',
        key: `tournament:${tournamentId}`,
        payload: { tournamentId },
        next_attempt_at: new Date(),
      });
      await stream.waitFor(new RegExp(`"key":"${key}"`));
      await stack.core.db('tournaments').where({ id: tournamentId }).update({ updated_at: new Date() });
      await stream.waitFor(new RegExp(`"key":"tournament:${tournamentId}"`));
      stream.close();
      await stream.ended;

      // done while the tab was away: the resumed stream names it
      await stack.core
        .db('outbox_jobs')
        .where({ key: `tournament:${tournamentId}` })
        .update({ done_at: new Date() });
      stream = await open(cookies, { 'Last-Event-ID': readyId });
      const [, id] = await stream.waitFor(new RegExp(`id: ?(\\d+)\ndata: ?\\{"key":"${key}"`));
      expect(Number(id)).toBeGreaterThan(Number(readyId));
      expect(stream.text()).not.toMatch(/event: ?ready/);
    } finally {
      stream?.close();
    }
  });

  it('is the organizers’ own: 401 for a visitor, 403 for a player and an admin; bff-player refuses an organizer', async () => {
    const visitor = await open([]);
    expect(visitor.status).toBe(401);
    await visitor.ended;
    expect(JSON.parse(visitor.text())).toEqual({ message: 'Authentication required' });
    for (const role of ['player', 'admin'] as const) {
      const refused = await open(await stack.signIn(role));
      expect(refused.status).toBe(403);
      await refused.ended;
      expect(JSON.parse(refused.text()).message).toBeTruthy();
    }
    const player = await listenForStreams(stack.player);
    try {
      const atPlayerBff = await openTestStream(`${player.base}/api/events`, {
        Cookie: (await stack.signIn('organizer')).join('; '),
      });
      expect(atPlayerBff.status).toBe(403);
      await atPlayerBff.ended;
    } finally {
      await player.close();
    }
  });
});
