// The read model through HTTP: writes move the polled views at once (on this instance, on a second
// instance on the same database, and through the version rows when not listening), a 304 costs no
// query, and the views turn on their own when joining closes.
import { createLogger } from '@chess-portal/service-kit';
import type Koa from 'koa';
import request from 'supertest';
import { createRegistration, createTournament, createUser } from '../../test/support/factories';
import { SERVICE_TOKEN, useTestApp } from '../../test/support/test-app';
import { createApp } from '../app';
import { createServices, type Services } from '../create-services';
import { Registration, Tournament, User } from '../db/models';

const t = useTestApp();
const START = new Date('2026-03-05T12:00:00.000Z');
const NOW = new Date('2026-03-01T06:30:00.000Z');

/** A second core instance on the same database, listening (or not) for the versions. */
async function secondInstance(listen: boolean): Promise<{ app: Koa; services: Services }> {
  const services = createServices({ db: t.db, clock: t.clock, config: { serviceToken: SERVICE_TOKEN } });
  if (listen) await services.readModel.versions.start();
  const app = createApp({
    db: t.db,
    clock: t.clock,
    config: { serviceToken: SERVICE_TOKEN },
    services,
    logger: createLogger('test'),
  });
  return { app, services };
}

const getOn = (app: Koa, path: string, actingUserId?: string) => {
  const req = request(app.callback()).get(path).set('Authorization', `Bearer ${SERVICE_TOKEN}`);
  return actingUserId ? req.set('X-Acting-User-Id', actingUserId) : req;
};

/** Runs `act`, counting the queries the database saw meanwhile. */
async function queriesDuring(act: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const onQuery = () => (count += 1);
  t.db.on('query', onQuery);
  try {
    await act();
  } finally {
    t.db.off('query', onQuery);
  }
  return count;
}

let player: User;
beforeAll(async () => {
  player = await createUser(t.db, { teamVerified: true, lichessUsername: 'ReadModelTester' });
});
afterEach(() => t.clock.set(NOW));

const count = async (app: Koa, id: string) => (await getOn(app, `/tournaments/${id}`)).body.registrationCount;
const listed = async (app: Koa, id: string) =>
  (await getOn(app, '/tournaments')).body.tournaments.find((x: { id: string }) => x.id === id);

describe('read model: a write moves the polled views at once', () => {
  it('a join moves the count on this instance, on a listening second one, and on one reading the version rows', async () => {
    const tournament = await createTournament(t.db, { entryFee: '0', startTime: START });
    const listening = await secondInstance(true);
    const rows = await secondInstance(false);
    try {
      for (const app of [t.app, listening.app, rows.app]) {
        expect(await count(app, tournament.id)).toBe(0);
        expect((await listed(app, tournament.id)).registrationCount).toBe(0);
      }
      expect(rows.services.readModel.versions.listening).toBe(false);
      const joined = await t.post(`/tournaments/${tournament.id}/join`, { transactionId: null }, player.id);
      expect(joined.status).toBe(201);
      for (const app of [t.app, listening.app, rows.app]) {
        expect(await count(app, tournament.id)).toBe(1);
        expect((await listed(app, tournament.id)).registrationCount).toBe(1);
        const mine = await getOn(app, '/player/registrations', player.id);
        expect(mine.body.registrations.map((r: { tournamentId: string }) => r.tournamentId)).toContain(tournament.id);
      }
    } finally {
      await listening.services.readModel.versions.stop();
    }
  });

  it('approvals, rejections, edits, results and an organizer’s UPI change each change the ETag and the view', async () => {
    const organizer = await createUser(t.db, { role: 'organizer', upiId: 'old@upi' });
    const tournament = await createTournament(t.db, { organizerId: organizer.id, startTime: START });
    const other = await createUser(t.db);
    const registration = await createRegistration(t.db, tournament.id, other.id);
    const path = `/tournaments/${tournament.id}`;
    const writes: [string, () => Promise<void>, (body: Record<string, unknown>) => void][] = [
      [
        'approval',
        async () =>
          void (await Registration.query(t.db).patchAndFetchById(registration.id, { paymentStatus: 'approved' })),
        (b) => expect(b.registrationCount).toBe(1),
      ],
      [
        'rejection',
        async () =>
          void (await Registration.query(t.db).patchAndFetchById(registration.id, { paymentStatus: 'rejected' })),
        (b) => expect(b.registrationCount).toBe(0),
      ],
      [
        'edit',
        async () => void (await Tournament.query(t.db).patchAndFetchById(tournament.id, { name: 'Renamed' })),
        (b) => expect(b.name).toBe('Renamed'),
      ],
      [
        'results',
        async () =>
          void (await Tournament.query(t.db).patchAndFetchById(tournament.id, {
            results: [{ rank: 1 }],
          } as Partial<Tournament>)),
        (b) => expect(b.results).toEqual([{ rank: 1 }]),
      ],
      [
        'organizer UPI',
        async () => void (await User.query(t.db).patchAndFetchById(organizer.id, { upiId: 'new@upi' })),
        (b) => expect(b.organizerUpi).toBe('new@upi'),
      ],
    ];
    let etag = (await t.get(path)).headers.etag as string;
    for (const [, write, check] of writes) {
      await write();
      const res = await t.get(path).set('If-None-Match', etag);
      expect(res.status).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      check(res.body);
      etag = res.headers.etag;
    }
  });

  it('a deactivated player is refused (401) at once, although their registrations were kept', async () => {
    const quitter = await createUser(t.db);
    const tournament = await createTournament(t.db, { startTime: START });
    await createRegistration(t.db, tournament.id, quitter.id);
    expect((await t.get('/player/registrations', quitter.id)).body.registrations).toHaveLength(1);
    await User.query(t.db).patchAndFetchById(quitter.id, { isActive: false });
    expect((await t.get('/player/registrations', quitter.id)).status).toBe(401);
    expect((await t.get('/player/registrations')).status).toBe(401);
  });

  it("a player's new Lichess name shows on their dashboard at once", async () => {
    const renamed = await createUser(t.db, { lichessUsername: 'BeforeRename' });
    const tournament = await createTournament(t.db, { startTime: START });
    await createRegistration(t.db, tournament.id, renamed.id);
    const names = async () =>
      (await t.get('/player/registrations', renamed.id)).body.registrations.map(
        (r: { playerLichessUsername: string | null }) => r.playerLichessUsername,
      );
    expect(await names()).toEqual(['BeforeRename']);
    await User.query(t.db).patchAndFetchById(renamed.id, { lichessUsername: 'AfterRename' });
    expect(await names()).toEqual(['AfterRename']);
  });

  it('another player joining moves the count on my dashboard', async () => {
    const tournament = await createTournament(t.db, { entryFee: '0', startTime: START });
    await createRegistration(t.db, tournament.id, player.id);
    const first = await t.get('/player/registrations', player.id);
    const mine = () =>
      t
        .get('/player/registrations', player.id)
        .then((r) => r.body.registrations.find((x: { tournamentId: string }) => x.tournamentId === tournament.id));
    expect((await mine()).tournament.registrationCount).toBe(1);
    await createRegistration(t.db, tournament.id, (await createUser(t.db)).id);
    expect((await mine()).tournament.registrationCount).toBe(2);
    expect((await t.get('/player/registrations', player.id)).headers.etag).not.toBe(first.headers.etag);
  });
});

describe('read model: ETags from the version', () => {
  it('answers 304 to a matching If-None-Match, and a kept view, without a single query', async () => {
    const tournament = await createTournament(t.db, { startTime: START });
    const user = await createUser(t.db);
    await createRegistration(t.db, tournament.id, user.id);
    // a player who never registered: their view's version was never bumped (0), and is kept all the same
    const newcomer = await createUser(t.db);
    for (const [path, as] of [
      [`/tournaments/${tournament.id}`, undefined],
      ['/tournaments', undefined],
      ['/player/registrations', user.id],
      ['/player/registrations', newcomer.id],
    ] as const) {
      const first = await t.get(path, as);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(/^"[0-9a-z]+\.\d+"$/);
      let again: request.Response | undefined;
      expect(
        await queriesDuring(async () => (again = await t.get(path, as).set('If-None-Match', first.headers.etag))),
      ).toBe(0);
      expect(again!.status).toBe(304);
      expect(again!.headers.etag).toBe(first.headers.etag);
      let kept: request.Response | undefined;
      expect(await queriesDuring(async () => (kept = await t.get(path, as)))).toBe(0);
      expect(kept!.status).toBe(200);
      expect(kept!.body).toEqual(first.body);
    }
  });

  it('turns when joining closes (10 minutes before the start), with no write', async () => {
    const tournament = await createTournament(t.db, { startTime: START });
    const open = await t.get(`/tournaments/${tournament.id}`);
    expect(open.body.registrationOpen).toBe(true);
    t.clock.set(new Date(START.getTime() - 10 * 60_000));
    const closed = await t.get(`/tournaments/${tournament.id}`).set('If-None-Match', open.headers.etag);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ registrationOpen: false, joinRefusal: { code: 'join_window_closed' } });
    expect((await listed(t.app, tournament.id)).registrationOpen).toBe(false);
    t.clock.set(NOW); // a clock moved back turns it back
    expect((await t.get(`/tournaments/${tournament.id}`)).body.registrationOpen).toBe(true);
  });

  it('keeps 400 and 404 answers as before', async () => {
    expect((await t.get('/tournaments/not-a-uuid')).status).toBe(400);
    expect((await t.get('/tournaments/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('read model: "who is this cookie" (GET /sessions/{sid}/user)', () => {
  const HOUR = 3_600_000;
  const who = (app: Koa, sid: string) => getOn(app, `/sessions/${sid}/user`);

  it('answers a kept session without a query; every write to the session or its user shows at once', async () => {
    const user = await createUser(t.db, { username: 'cookie-owner' });
    const other = await createUser(t.db, { username: 'cookie-other' });
    await t.put('/sessions/kept-session-1', { data: { userId: user.id }, maxAgeMs: HOUR });
    const first = await t.get('/sessions/kept-session-1/user');
    expect(first.body.user).toMatchObject({ id: user.id, username: 'cookie-owner' });
    let again: request.Response | undefined;
    expect(await queriesDuring(async () => (again = await t.get('/sessions/kept-session-1/user')))).toBe(0);
    expect(again!.body).toEqual(first.body);

    await User.query(t.db).patchAndFetchById(user.id, { username: 'cookie-renamed', email: 'renamed@example.com' });
    expect((await t.get('/sessions/kept-session-1/user')).body.user).toMatchObject({
      username: 'cookie-renamed',
      email: 'renamed@example.com',
    });
    await User.query(t.db).patchAndFetchById(user.id, { role: 'organizer' });
    expect((await t.get('/sessions/kept-session-1/user')).body.user.role).toBe('organizer');
    await User.query(t.db).patchAndFetchById(user.id, { isActive: false });
    expect((await t.get('/sessions/kept-session-1/user')).body.user).toBeNull();
    await User.query(t.db).patchAndFetchById(user.id, { isActive: true });
    expect((await t.get('/sessions/kept-session-1/user')).body.user.id).toBe(user.id);
    // the session written again (a sign-in as someone else on this browser)
    await t.put('/sessions/kept-session-1', { data: { userId: other.id }, maxAgeMs: HOUR });
    expect((await t.get('/sessions/kept-session-1/user')).body.user.id).toBe(other.id);
    // sign-out
    await t.del('/sessions/kept-session-1');
    expect((await t.get('/sessions/kept-session-1/user')).status).toBe(404);
  });

  it('ends at the expiry on core’s clock, and when its user is deleted', async () => {
    const user = await createUser(t.db);
    await t.put('/sessions/expiring-session', { data: { userId: user.id }, maxAgeMs: HOUR });
    expect((await t.get('/sessions/expiring-session/user')).status).toBe(200);
    t.clock.advance(HOUR - 1000);
    expect((await t.get('/sessions/expiring-session/user')).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.get('/sessions/expiring-session/user')).status).toBe(404);

    const leaving = await createUser(t.db);
    await t.put('/sessions/deleted-owner-1', { data: { userId: leaving.id }, maxAgeMs: HOUR });
    expect((await t.get('/sessions/deleted-owner-1/user')).body.user.id).toBe(leaving.id);
    await User.query(t.db).deleteById(leaving.id);
    expect((await t.get('/sessions/deleted-owner-1/user')).status).toBe(404);
  });

  it('a sign-out and a deactivation show at once on a listening second instance and on one reading the rows', async () => {
    const user = await createUser(t.db);
    const listening = await secondInstance(true);
    const rows = await secondInstance(false);
    try {
      await t.put('/sessions/shared-session-1', { data: { userId: user.id }, maxAgeMs: HOUR });
      await t.put('/sessions/shared-session-2', { data: { userId: user.id }, maxAgeMs: HOUR });
      for (const app of [t.app, listening.app, rows.app]) {
        expect((await who(app, 'shared-session-1')).body.user.id).toBe(user.id);
        expect((await who(app, 'shared-session-2')).body.user.id).toBe(user.id);
      }
      await t.del('/sessions/shared-session-1');
      await User.query(t.db).patchAndFetchById(user.id, { isActive: false });
      for (const app of [t.app, listening.app, rows.app]) {
        expect((await who(app, 'shared-session-1')).status).toBe(404);
        expect((await who(app, 'shared-session-2')).body.user).toBeNull();
      }
    } finally {
      await listening.services.readModel.versions.stop();
    }
  });
});
