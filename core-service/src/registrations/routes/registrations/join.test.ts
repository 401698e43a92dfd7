import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { Registration, type User } from '../../../db/models';

const t = useTestApp();
const START = new Date('2026-03-05T12:00:00.000Z');
const MINUTE = 60_000;
const NOW = new Date('2026-03-01T06:30:00.000Z');

let player: User;
beforeAll(async () => {
  player = await createUser(t.db, { teamVerified: true, lichessUsername: 'JoinTester' });
});
afterEach(() => t.clock.set(NOW));

const join = (id: string, body: object, as: string | undefined = player.id) =>
  t.post(`/tournaments/${id}/join`, body, as);
const rows = (tournamentId: string) => Registration.query(t.db).where({ tournamentId });

describe('POST /tournaments/:id/join', () => {
  it('registers a team-verified player as pending with the transaction id, answering the contract shape', async () => {
    const tournament = await createTournament(t.db, { entryFee: '150', startTime: START });
    const res = await join(tournament.id, { transactionId: 'UPI123456789' });
    expect(res.status).toBe(201);
    expect(responseValidator('core', 'post', '/tournaments/{tournamentId}/join', 201)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      message: 'Registration submitted. It will be reviewed after payment verification.',
      registration: {
        tournamentId: tournament.id,
        playerId: player.id,
        playerName: player.username,
        paymentStatus: 'pending',
        paymentId: 'UPI123456789',
        approvedAt: null,
      },
    });
    const [stored] = await rows(tournament.id);
    expect(stored).toMatchObject({ paymentStatus: 'pending', paymentId: 'UPI123456789', teamVerified: true });
    expect(stored.registeredAt.toISOString()).toBe(NOW.toISOString());
  });

  it('requires a transaction id when the fee is above 0, and none for a free event', async () => {
    const paid = await createTournament(t.db, { entryFee: '0.50' });
    for (const body of [{ transactionId: null }, { transactionId: '   ' }]) {
      const res = await join(paid.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Transaction ID is required for paid tournaments' });
    }
    expect(await rows(paid.id)).toHaveLength(0);
    const free = await createTournament(t.db, { entryFee: '0.00' });
    expect((await join(free.id, { transactionId: null })).status).toBe(201);
  });

  it('tells a player joining a free event that the organizer reviews it, with no word of payment', async () => {
    const free = await createTournament(t.db, { entryFee: '0.00', startTime: START });
    const res = await join(free.id, { transactionId: null });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration submitted. The organizer will review it shortly.');
    expect(res.body.message).not.toMatch(/payment/i);
  });

  it('refuses a malformed transaction id and unknown fields with 400', async () => {
    const paid = await createTournament(t.db, { entryFee: '100' });
    expect((await join(paid.id, { transactionId: 'no spaces!' })).status).toBe(400);
    const extra = await join(paid.id, { transactionId: 'UPI123456789', playerId: player.id });
    expect(extra.status).toBe(400);
    expect(await rows(paid.id)).toHaveLength(0);
  });

  it('closes the join window 10 minutes before the start, by the clock', async () => {
    const tournament = await createTournament(t.db, { startTime: START });
    t.clock.set(new Date(START.getTime() - 10 * MINUTE));
    const late = await join(tournament.id, { transactionId: null });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'Registration closes 10 minutes before the start' });
    t.clock.set(new Date(START.getTime() - 10 * MINUTE - 1));
    expect((await join(tournament.id, { transactionId: null })).status).toBe(201);
  });

  it.each(['live', 'completed'] as const)('refuses a %s tournament: registration is closed', async (status) => {
    const tournament = await createTournament(t.db, { status });
    const res = await join(tournament.id, { transactionId: null });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Registration is closed' });
  });

  it('accepts an open tournament and refuses a full one (rejected registrations free their seat)', async () => {
    const tournament = await createTournament(t.db, { status: 'open', maxPlayers: 2 });
    await createRegistration(t.db, tournament.id, (await createUser(t.db)).id, { paymentStatus: 'approved' });
    await createRegistration(t.db, tournament.id, (await createUser(t.db)).id, { paymentStatus: 'rejected' });
    expect((await join(tournament.id, { transactionId: null })).status).toBe(201);
    const other = await createUser(t.db, { teamVerified: true });
    const full = await join(tournament.id, { transactionId: null }, other.id);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'Tournament is full' });
  });

  it('refuses players who are not team-verified (403), unknown users (401) and cancelled or missing tournaments (404)', async () => {
    const tournament = await createTournament(t.db);
    const outsider = await createUser(t.db, { teamVerified: false });
    const forbidden = await join(tournament.id, { transactionId: null }, outsider.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Please join the Chess School team on Lichess first.' });
    expect((await join(tournament.id, { transactionId: null }, '00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
    expect((await t.post(`/tournaments/${tournament.id}/join`, { transactionId: null })).status).toBe(401);
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    expect((await join(cancelled.id, { transactionId: null })).body).toEqual({ message: 'Tournament not found' });
    expect((await join('00000000-0000-4000-8000-000000000000', { transactionId: null })).status).toBe(404);
    expect((await join('not-a-uuid', { transactionId: null })).status).toBe(400);
    expect(await rows(tournament.id)).toHaveLength(0);
  });

  it('answers a double-submitted join with the same registration, and refuses a second, different one', async () => {
    const tournament = await createTournament(t.db, { entryFee: '100' });
    const first = await join(tournament.id, { transactionId: 'UPI000000001' });
    const again = await join(tournament.id, { transactionId: 'UPI000000001' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.registration.id).toBe(first.body.registration.id);
    const different = await join(tournament.id, { transactionId: 'UPI000000002' });
    expect(different.status).toBe(409);
    expect(different.body).toEqual({ message: 'You are already registered for this tournament' });
    expect(await rows(tournament.id)).toHaveLength(1);
  });

  it('lets a rejected player register again, and refuses an approved one', async () => {
    const tournament = await createTournament(t.db);
    const rejected = await createUser(t.db, { teamVerified: true });
    await createRegistration(t.db, tournament.id, rejected.id, { paymentStatus: 'rejected' });
    expect((await join(tournament.id, { transactionId: null }, rejected.id)).status).toBe(201);
    const approved = await createUser(t.db, { teamVerified: true });
    await createRegistration(t.db, tournament.id, approved.id, { paymentStatus: 'approved' });
    expect((await join(tournament.id, { transactionId: null }, approved.id)).status).toBe(409);
  });
});
