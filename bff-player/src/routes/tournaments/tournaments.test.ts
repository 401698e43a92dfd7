// bff-player's tournament calls against the real core (in-memory PGlite with the demo data).
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { startRealStack, type RealStack } from '../../../test/support/real-stack';

let stack: RealStack;
let freeId: string;
let paidId: string;
let completedId: string;
beforeAll(async () => {
  stack = await startRealStack();
  [freeId, paidId, completedId] = stack.core.demo!.tournamentIds;
}, SETUP_BUDGET_MS);
afterAll(() => stack.close());

const get = (path: string, cookies: string[] = []) => request(stack.player).get(path).set('Cookie', cookies);
const valid = (method: string, path: string, status: number, body: unknown) =>
  responseValidator('bff-player', method, path, status)!(body);

describe('GET /api/tournaments/browse', () => {
  it('answers one page of upcoming tournaments from core, filtered as asked', async () => {
    const res = await get('/api/tournaments/browse?scope=upcoming&fee=free&limit=5');
    expect(res.status).toBe(200);
    expect(valid('get', '/api/tournaments/browse', 200, res.body)).toBe(true);
    expect(res.body.paging).toMatchObject({ page: 1, limit: 5 });
    expect(res.body.items.map((t: { id: string }) => t.id)).toContain(freeId);
    expect(res.body.items.every((t: { isFree: boolean }) => t.isFree)).toBe(true);
  });

  it("passes core's 400 for a bad filter on unchanged", async () => {
    const res = await get('/api/tournaments/browse?limit=500');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid limit/);
  });
});

describe('GET /api/tournaments/:id', () => {
  it('answers the public view with an ETag; a matching If-None-Match gets 304 until something changes', async () => {
    const first = await get(`/api/tournaments/${freeId}`);
    expect(first.status).toBe(200);
    expect(valid('get', '/api/tournaments/{id}', 200, first.body)).toBe(true);
    expect(first.body).toMatchObject({
      id: freeId,
      name: 'Chess School Sunday Rapid',
      isFree: true,
      organizerUpi: 'organizer@okaxis',
      organizerName: 'organizer',
    });
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();

    const again = await get(`/api/tournaments/${freeId}`).set('If-None-Match', tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const cookies = await stack.signIn('player');
    expect(
      (
        await request(stack.player)
          .post(`/api/tournaments/${freeId}/join`)
          .set('Cookie', cookies)
          .send({ transactionId: null })
      ).status,
    ).toBe(201);
    const changed = await get(`/api/tournaments/${freeId}`).set('If-None-Match', tag);
    expect(changed.status).toBe(200);
    expect(changed.body.registrationCount).toBe(first.body.registrationCount + 1);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it("answers 404 'Tournament not found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await get('/api/tournaments/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Tournament not found' });
    expect((await get('/api/tournaments/not-an-id')).status).toBe(400);
  });
});

describe('POST /api/tournaments/:id/join', () => {
  it('needs a signed-in player', async () => {
    const res = await request(stack.player)
      .post(`/api/tournaments/${paidId}/join`)
      .send({ transactionId: 'UPI123456789' });
    expect(res.status).toBe(401);
  });

  it('joins as the session user whatever playerId the body names; a paid event needs a transaction id', async () => {
    const cookies = await stack.signIn('player');
    const join = (body: object) =>
      request(stack.player).post(`/api/tournaments/${paidId}/join`).set('Cookie', cookies).send(body);
    const missing = await join({ playerId: stack.core.demo!.organizerId, transactionId: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Transaction ID is required for paid tournaments' });

    const res = await join({ playerId: stack.core.demo!.organizerId, transactionId: 'UPI555555555' });
    expect(res.status).toBe(201);
    expect(valid('post', '/api/tournaments/{id}/join', 201, res.body)).toBe(true);
    expect(res.body.registration).toMatchObject({
      playerId: stack.core.demo!.playerId,
      paymentStatus: 'pending',
      paymentId: 'UPI555555555',
    });
    expect((await join({ transactionId: 'UPI555555555' })).status).toBe(200);
    const other = await join({ transactionId: 'UPI666666666' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'You are already registered for this tournament' });
  });

  it("passes core's refusal on with its reason", async () => {
    const cookies = await stack.signIn('player');
    const join = () =>
      request(stack.player)
        .post(`/api/tournaments/${freeId}/join`)
        .set('Cookie', cookies)
        .send({ transactionId: null });
    const start = Date.parse((await get(`/api/tournaments/${freeId}`)).body.startTime);
    stack.core.clock.set(new Date(start - 5 * 60_000));
    try {
      await stack.core
        .db('registrations')
        .where({ tournamentId: freeId, playerId: stack.core.demo!.playerId })
        .update({ paymentStatus: 'rejected' });
      const res = await join();
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Registration closes 10 minutes before the start' });
    } finally {
      stack.core.clock.set(new Date());
      await stack.core
        .db('registrations')
        .where({ tournamentId: freeId, playerId: stack.core.demo!.playerId })
        .update({ paymentStatus: 'pending' });
    }
  });
});

describe('registrations', () => {
  it("lists a tournament's registrations; only the signed-in player's own row shows the transaction id", async () => {
    const cookies = await stack.signIn('player');
    const mine = await get(`/api/tournaments/${completedId}/registrations`, cookies);
    expect(mine.status).toBe(200);
    expect(valid('get', '/api/tournaments/{id}/registrations', 200, mine.body)).toBe(true);
    expect(mine.body).toEqual([
      expect.objectContaining({
        playerId: stack.core.demo!.playerId,
        paymentStatus: 'approved',
        paymentId: 'UPI4206913370',
      }),
    ]);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toMatch(/cookie/i);
    const anonymous = await get(`/api/tournaments/${completedId}/registrations`);
    expect(anonymous.body[0].paymentId).toBeNull();
    // core's read-model ETags: the registrant's own view has its own
    expect(anonymous.headers.etag).not.toBe(mine.headers.etag);
    expect(
      (await get(`/api/tournaments/${completedId}/registrations`).set('If-None-Match', anonymous.headers.etag)).status,
    ).toBe(304);
    expect(
      (await get(`/api/tournaments/${completedId}/registrations`, cookies).set('If-None-Match', mine.headers.etag))
        .status,
    ).toBe(304);
  });

  it("answers the player's registrations in active tournaments in one call, with 304 when unchanged", async () => {
    const cookies = await stack.signIn('player');
    const res = await get('/api/user/tournament-registrations', cookies);
    expect(res.status).toBe(200);
    expect(valid('get', '/api/user/tournament-registrations', 200, res.body)).toBe(true);
    const names = res.body.map((r: { tournament: { name: string } }) => r.tournament.name).sort();
    // the demo player is in the seeded live Arena; the test registered them in the other two
    expect(names).toEqual(['Chess School Blitz Arena', 'Chess School Sunday Rapid', 'Weekend Blitz Cup']);
    expect(
      (await get('/api/user/tournament-registrations', cookies).set('If-None-Match', res.headers.etag)).status,
    ).toBe(304);
    expect((await get('/api/user/tournament-registrations')).status).toBe(401);
  });
});

describe('read-model views passed through', () => {
  /** Runs `act`, counting the queries core's database saw meanwhile. */
  async function coreQueriesDuring(act: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const onQuery = () => (count += 1);
    stack.core.db.on('query', onQuery);
    try {
      await act();
    } finally {
      stack.core.db.off('query', onQuery);
    }
    return count;
  }
  const coreGet = (path: string, as?: string) => {
    const req = request(stack.core.app.callback())
      .get(path)
      .set('Authorization', `Bearer ${stack.core.config.serviceToken}`);
    return as ? req.set('X-Acting-User-Id', as) : req;
  };

  it("answers core's ETag (the view's version) and passes the browser's If-None-Match on: a 304 costs core no query", async () => {
    for (const [bffPath, corePath] of [
      [`/api/tournaments/${paidId}`, `/tournaments/${paidId}`],
      ['/api/tournaments', '/tournaments'],
    ]) {
      const viaBff = await get(bffPath);
      expect(viaBff.status).toBe(200);
      expect(viaBff.headers.etag).toBe((await coreGet(corePath)).headers.etag);
      expect(viaBff.headers['content-type']).toMatch(/^application\/json/);
      let again: Awaited<ReturnType<typeof get>> | undefined;
      expect(
        await coreQueriesDuring(async () => (again = await get(bffPath).set('If-None-Match', viaBff.headers.etag))),
      ).toBe(0);
      expect(again!.status).toBe(304);
      expect(again!.headers.etag).toBe(viaBff.headers.etag);
    }
    expect(valid('get', '/api/tournaments', 200, (await get('/api/tournaments')).body)).toBe(true);
  });

  it('an unchanged signed-in dashboard poll costs core no query: one cached session call, a 304 of the view', async () => {
    const cookies = await stack.signIn('player');
    const first = await get('/api/user/tournament-registrations', cookies);
    expect(first.status).toBe(200);
    let poll: Awaited<ReturnType<typeof get>> | undefined;
    const queries = await coreQueriesDuring(
      async () =>
        (poll = await get('/api/user/tournament-registrations', cookies).set('If-None-Match', first.headers.etag)),
    );
    expect(poll!.status).toBe(304);
    expect(queries).toBe(0);
    const player = stack.core.demo!.playerId;
    expect(first.headers.etag).toBe((await coreGet('/player/registrations', player)).headers.etag);
  });
});

it("GET /api/time answers core's clock", async () => {
  stack.core.clock.set('2026-05-01T10:00:00.000Z');
  const res = await get('/api/time');
  expect(res.body).toEqual({ now: '2026-05-01T10:00:00.000Z' });
  expect(res.headers['cache-control']).toBe('no-store');
  stack.core.clock.set(new Date());
});

describe('POST /api/tournaments/:id/fetch-results', () => {
  it('is for the owning organizer: players get 403, visitors 401, and core explains when it is not on Lichess', async () => {
    const fetchResults = (cookies: string[] = []) =>
      request(stack.player).post(`/api/tournaments/${completedId}/fetch-results`).set('Cookie', cookies).send();
    expect((await fetchResults()).status).toBe(401);
    expect((await fetchResults(await stack.signIn('player'))).status).toBe(403);
    const organizer = await fetchResults(await stack.signIn('organizer'));
    expect(organizer.status).toBe(400);
    expect(organizer.body).toEqual({ message: expect.any(String) });
  });
});
