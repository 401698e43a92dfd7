// Core's live-update feed (GET /events/feed) and resume call (GET /events/missed) through a BFF's hub
// (service-kit EventHub) over real sockets: a user's stream carries the bumps of their views (retry hint,
// ready id, changes with ids) and nobody else's, resumes from Last-Event-ID, and closes when the session
// ends or the user is deactivated or changes role; one feed connection serves every stream of a hub.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApplication,
  createRegistration,
  createTournament,
  createUser,
} from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { Registration, User } from '../../../db/models';
import { HEARTBEAT_MS, HEARTBEAT_SLOTS, RETRY_MS } from '@chess-portal/service-kit/src/events/event-hub';
import { changeOf, openSse, startHubServer, type HubServer, type SseStream } from '../../../../test/support/sse';
import { RESUME_LIMIT } from '../../event-streams';
import { AFTER_INVALID } from './router';

const t = useTestApp();
let server: http.Server;
let coreBase: string;
let hubServer: HubServer;
let base: string;
/** requests core answered for GET /events/feed */
let feedsOpened = 0;

beforeAll(async () => {
  server = http.createServer(t.app.callback());
  server.on('request', (req: http.IncomingMessage) => {
    if (req.url?.startsWith('/events/feed')) feedsOpened += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  coreBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  hubServer = await startHubServer(coreBase);
  base = hubServer.base;
});
afterAll(async () => {
  await hubServer.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type OpenStream = SseStream;

const openStream = (userId: string, sid: string, headers: Record<string, string> = {}): Promise<OpenStream> =>
  openSse(base, userId, sid, headers);

async function signedIn(overrides: Partial<User> = {}): Promise<{ user: User; sid: string }> {
  const user = await createUser(t.db, overrides);
  const sid = `sid-${user.id}`;
  await t.put(`/sessions/${sid}`, { data: { userId: user.id }, maxAgeMs: 86_400_000 }).expect(204);
  return { user, sid };
}

describe('GET /events', () => {
  it('opens with the retry hint and a ready id, then carries the user’s and public views’ bumps as ids and versions', async () => {
    const { user, sid } = await signedIn();
    const other = await signedIn();
    const tournament = await createTournament(t.db);
    const stream = await openStream(user.id, sid);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['cache-control']).toContain('no-transform');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const ready = await stream.next((e) => e.event === 'ready');
      expect(Number(ready.id)).toBeGreaterThan(0);
      expect(stream.text()).toMatch(new RegExp(`^retry: ?${RETRY_MS}$`, 'm'));

      const registration = await createRegistration(t.db, tournament.id, user.id);
      const mine = await stream.next(changeOf(`user-registrations:${user.id}`));
      expect(Number(mine.id)).toBeGreaterThan(Number(ready.id));
      expect(JSON.parse(mine.data)).toEqual({ key: `user-registrations:${user.id}`, version: Number(mine.id) });
      await stream.next(changeOf(`tournament:${tournament.id}`));

      await Registration.query(t.db).findById(registration.id).patch({ paymentStatus: 'approved' });
      await t.db('notifications').insert({ user_id: user.id, kind: 'test', title: 'Approved', body: 'You are in' });
      await stream.next(changeOf(`notifications:${user.id}`));

      // another user's private views never reach this stream
      await t.db('notifications').insert({ user_id: other.user.id, kind: 'test', title: 'x', body: 'y' });
      await createRegistration(t.db, tournament.id, other.user.id);
      await stream.next(
        (e) =>
          e.event === 'change' && e.data.includes(`tournament:${tournament.id}`) && Number(e.id) > Number(mine.id) + 3,
      );
      expect(stream.text()).not.toContain(other.user.id);
      // ids only grow
      const ids = stream.events().map((e) => Number(e.id));
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    } finally {
      stream.close();
    }
  });

  it('tells admins, and only admins, when the dashboard counters move', async () => {
    const admin = await signedIn({ role: 'admin' });
    const player = await signedIn();
    const adminStream = await openStream(admin.user.id, admin.sid);
    const playerStream = await openStream(player.user.id, player.sid);
    try {
      await adminStream.next((e) => e.event === 'ready');
      await playerStream.next((e) => e.event === 'ready');
      await createApplication(t.db, player.user.id);
      await adminStream.next(changeOf('admin:stats'));
      await User.query(t.db)
        .findById(player.user.id)
        .patch({ username: `renamed${Date.now()}` });
      await t.db('notifications').insert({ user_id: player.user.id, kind: 'test', title: 'x', body: 'y' });
      await playerStream.next(changeOf(`notifications:${player.user.id}`));
      expect(playerStream.text()).not.toContain('admin:stats');
    } finally {
      adminStream.close();
      playerStream.close();
    }
  });

  it('sends a heartbeat comment at most every 25 s, so proxies keep a quiet stream open', async () => {
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(25_000);
    const { user, sid } = await signedIn();
    const stream = await openStream(user.id, sid);
    try {
      await stream.next((e) => e.event === 'ready');
      const started = Date.now();
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (/^:.*$/m.test(stream.text())) {
            clearInterval(timer);
            resolve();
          } else if (Date.now() - started > HEARTBEAT_MS + 5_000) {
            clearInterval(timer);
            reject(new Error(`no heartbeat in ${stream.text()}`));
          }
        }, 100);
      });
    } finally {
      stream.close();
    }
  }, 30_000);

  it('gives every open stream its heartbeat within HEARTBEAT_MS, the streams spread over the heartbeat groups', async () => {
    const streams: OpenStream[] = [];
    try {
      for (let i = 0; i < HEARTBEAT_SLOTS + 2; i += 1) {
        const { user, sid } = await signedIn();
        streams.push(await openStream(user.id, sid));
      }
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')));
      const started = Date.now();
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          const quiet = streams.filter((s) => !/^:.*$/m.test(s.text()));
          if (!quiet.length) {
            clearInterval(timer);
            resolve();
          } else if (Date.now() - started > HEARTBEAT_MS + 2_000) {
            clearInterval(timer);
            reject(new Error(`${quiet.length} of ${streams.length} streams without a heartbeat`));
          }
        }, 100);
      });
    } finally {
      for (const s of streams) s.close();
    }
  }, 30_000);

  it('resumes from Last-Event-ID with the bumps missed meanwhile', async () => {
    const { user, sid } = await signedIn();
    const first = await openStream(user.id, sid);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    await first.ended;
    const tournament = await createTournament(t.db);
    await createRegistration(t.db, tournament.id, user.id);
    await t.db('notifications').insert({ user_id: user.id, kind: 'test', title: 'Hi', body: 'there' });

    const resumed = await openStream(user.id, sid, { 'Last-Event-ID': ready.id! });
    try {
      await resumed.next(changeOf(`user-registrations:${user.id}`));
      await resumed.next(changeOf(`notifications:${user.id}`));
      await resumed.next(changeOf(`tournament:${tournament.id}`));
      expect(resumed.events().some((e) => e.event === 'ready')).toBe(false);
    } finally {
      resumed.close();
    }
  });

  it('serves every stream of a hub from one feed connection to core (core holds no stream per user)', async () => {
    const before = feedsOpened;
    const streams: OpenStream[] = [];
    try {
      for (let i = 0; i < 8; i += 1) {
        const { user, sid } = await signedIn();
        streams.push(await openStream(user.id, sid));
      }
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')));
      expect(hubServer.hub.size).toBe(8);
      expect(hubServer.hub.connected).toBe(true);
      expect(feedsOpened).toBe(1);
      expect(before).toBeLessThanOrEqual(1);
      const tournament = await createTournament(t.db);
      await Promise.all(streams.map((s) => s.next(changeOf(`tournament:${tournament.id}`))));
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('answers the resume call with the latest bump per key the user may see, reset past the limit, 400 for a bad id', async () => {
    const { user, sid } = await signedIn();
    const other = await signedIn();
    const headers = { 'X-Session-Id': sid };
    const start = (await t.get('/events/missed', user.id).set(headers).expect(200)).body;
    expect(start).toEqual({ version: expect.any(Number), reset: false, changes: [] });
    await t.db('notifications').insert({ user_id: user.id, kind: 'test', title: 'a', body: 'b' });
    await t.db('notifications').insert({ user_id: other.user.id, kind: 'test', title: 'a', body: 'b' });
    const missed = (await t.get(`/events/missed?after=${start.version}`, user.id).set(headers).expect(200)).body;
    expect(missed.changes).toEqual([{ key: `notifications:${user.id}`, version: expect.any(Number) }]);
    for (let i = 0; i <= RESUME_LIMIT; i += 1) await createTournament(t.db);
    const reset = (await t.get(`/events/missed?after=${start.version}`, user.id).set(headers).expect(200)).body;
    expect(reset).toMatchObject({ reset: true, changes: [] });
    const bad = await t.get('/events/missed?after=x', user.id).set(headers).expect(400);
    expect(bad.body.message).toBe(AFTER_INVALID);
    await t.get('/events/missed', user.id).set({ 'X-Session-Id': other.sid }).expect(401);
  }, 30_000);

  it('closes at once on logout, deactivation and role change; refuses a session that is not the user’s', async () => {
    const a = await signedIn();
    const loggedOut = await openStream(a.user.id, a.sid);
    await loggedOut.next((e) => e.event === 'ready');
    await t.del(`/sessions/${a.sid}`).expect(204);
    await loggedOut.ended;

    const b = await signedIn();
    const deactivated = await openStream(b.user.id, b.sid);
    await deactivated.next((e) => e.event === 'ready');
    await User.query(t.db).findById(b.user.id).patch({ isActive: false });
    await deactivated.ended;

    const c = await signedIn();
    const promoted = await openStream(c.user.id, c.sid);
    await promoted.next((e) => e.event === 'ready');
    await User.query(t.db).findById(c.user.id).patch({ role: 'organizer' });
    await promoted.ended;

    const d = await signedIn();
    const foreign = await openStream(d.user.id, c.sid);
    expect(foreign.status).toBe(401);
    await foreign.ended;
    expect(JSON.parse(foreign.text()).message).toBeTruthy();
    const noSession = await openStream(d.user.id, '');
    expect(noSession.status).toBe(400);
  });
});
