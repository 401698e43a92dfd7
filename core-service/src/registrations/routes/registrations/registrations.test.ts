import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';

const t = useTestApp();
const HOUR = 3_600_000;

let me: User;
let other: User;
beforeAll(async () => {
  me = await createUser(t.db, { teamVerified: true });
  other = await createUser(t.db, { teamVerified: true, lichessUsername: 'OtherOnLichess' });
});

describe('GET /tournaments/:id/registrations', () => {
  it('lists every registration oldest first; only the viewer sees their own transaction id', async () => {
    const tournament = await createTournament(t.db, { entryFee: '100' });
    await createRegistration(t.db, tournament.id, other.id, {
      paymentId: 'UPIOTHER0001',
      registeredAt: new Date('2026-02-01T10:00:00Z'),
    });
    await createRegistration(t.db, tournament.id, me.id, {
      paymentId: 'UPIMINE00001',
      registeredAt: new Date('2026-02-02T10:00:00Z'),
      paymentStatus: 'approved',
      approvedAt: new Date('2026-02-03T10:00:00Z'),
    });

    const res = await t.get(`/tournaments/${tournament.id}/registrations`, me.id);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/tournaments/{tournamentId}/registrations', 200)!(res.body)).toBe(true);
    expect(res.body.registrations).toEqual([
      expect.objectContaining({
        playerId: other.id,
        playerName: other.username,
        playerLichessUsername: 'OtherOnLichess',
        paymentStatus: 'pending',
        paymentId: null,
      }),
      expect.objectContaining({
        playerId: me.id,
        paymentStatus: 'approved',
        paymentId: 'UPIMINE00001',
        approvedAt: '2026-02-03T10:00:00.000Z',
      }),
    ]);

    const anonymous = await t.get(`/tournaments/${tournament.id}/registrations`);
    expect(anonymous.body.registrations.map((r: { paymentId: unknown }) => r.paymentId)).toEqual([null, null]);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/email|UPIOTHER/);
  });

  it('answers 404 for a missing or cancelled tournament and 400 for a malformed id', async () => {
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    expect((await t.get(`/tournaments/${cancelled.id}/registrations`)).body).toEqual({
      message: 'Tournament not found',
    });
    expect((await t.get('/tournaments/00000000-0000-4000-8000-000000000000/registrations')).status).toBe(404);
    expect((await t.get('/tournaments/nope/registrations')).status).toBe(400);
  });
});

describe('GET /player/registrations', () => {
  it("answers the player's registrations in active tournaments (same start: newest first), each with its public tournament", async () => {
    const player = await createUser(t.db, { teamVerified: true });
    const base = new Date('2026-02-10T10:00:00Z').getTime();
    const older = await createTournament(t.db, { name: 'Older', status: 'open' });
    const live = await createTournament(t.db, { name: 'Live One', status: 'live' });
    const done = await createTournament(t.db, { status: 'completed' });
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    const notMine = await createTournament(t.db);
    await createRegistration(t.db, older.id, player.id, { registeredAt: new Date(base) });
    await createRegistration(t.db, live.id, player.id, {
      registeredAt: new Date(base + HOUR),
      paymentStatus: 'approved',
      paymentId: 'UPILIVE00001',
    });
    await createRegistration(t.db, done.id, player.id, { registeredAt: new Date(base + 2 * HOUR) });
    await createRegistration(t.db, cancelled.id, player.id, { registeredAt: new Date(base + 3 * HOUR) });
    await createRegistration(t.db, notMine.id, other.id);

    const res = await t.get('/player/registrations', player.id);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/player/registrations', 200)!(res.body)).toBe(true);
    expect(res.body.registrations.map((r: { tournament: { name: string } }) => r.tournament.name)).toEqual([
      'Live One',
      'Older',
    ]);
    expect(res.body.registrations[0]).toMatchObject({
      paymentStatus: 'approved',
      paymentId: 'UPILIVE00001',
      tournament: { status: 'live', registrationCount: 1 },
    });
    // the dashboard card's 'Go to Tournament' opens at core's instant, 15 minutes before the start
    expect(res.body.registrations[0].tournament.accessOpensAt).toEqual({
      dashboard: '2026-03-05T11:45:00.000Z',
      statusPage: '2026-03-05T11:55:00.000Z',
    });
  });

  it('orders My Tournaments by start, soonest first, not by when the player registered', async () => {
    const player = await createUser(t.db, { teamVerified: true });
    const later = await createTournament(t.db, { name: 'Later', startTime: new Date('2026-04-01T10:00:00Z') });
    const sooner = await createTournament(t.db, { name: 'Sooner', startTime: new Date('2026-03-20T10:00:00Z') });
    await createRegistration(t.db, later.id, player.id, { registeredAt: new Date('2026-02-01T10:00:00Z') });
    await createRegistration(t.db, sooner.id, player.id, { registeredAt: new Date('2026-01-01T10:00:00Z') });
    const res = await t.get('/player/registrations', player.id).expect(200);
    expect(res.body.registrations.map((r: { tournament: { name: string } }) => r.tournament.name)).toEqual([
      'Sooner',
      'Later',
    ]);
  });

  it('shows only the newest registration of a tournament the player was rejected from and joined again', async () => {
    const player = await createUser(t.db, { teamVerified: true });
    const tournament = await createTournament(t.db);
    await createRegistration(t.db, tournament.id, player.id, {
      paymentStatus: 'rejected',
      registeredAt: new Date('2026-02-01T10:00:00Z'),
    });
    await createRegistration(t.db, tournament.id, player.id, { registeredAt: new Date('2026-02-02T10:00:00Z') });
    const res = await t.get('/player/registrations', player.id);
    expect(res.body.registrations).toHaveLength(1);
    expect(res.body.registrations[0].paymentStatus).toBe('pending');
  });

  it('needs an acting user', async () => {
    expect((await t.get('/player/registrations')).status).toBe(401);
  });
});
