import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp();
const START = new Date('2026-03-05T12:00:00.000Z');
const MINUTE = 60_000;

describe('GET /tournaments/:id (one public view)', () => {
  it('answers the public view with the organizer UPI id and name, computed with the clock', async () => {
    const organizer = await createUser(t.db, { role: 'organizer', username: 'coach_anita', upiId: 'anita@okaxis' });
    const tournament = await createTournament(t.db, { organizerId: organizer.id, entryFee: '100', maxPlayers: 3, startTime: START });
    await createRegistration(t.db, tournament.id, (await createUser(t.db)).id);

    t.clock.set(new Date(START.getTime() - 11 * MINUTE));
    const res = await t.get(`/tournaments/${tournament.id}`);
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/tournaments/{tournamentId}', 200)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      id: tournament.id, entryFee: '100.00', isFree: false, registrationCount: 1, spotsLeft: 2, registrationOpen: true,
      organizerUpi: 'anita@okaxis', organizerName: 'coach_anita', upiQrCode: null,
    });
    t.clock.set(new Date(START.getTime() - 9 * MINUTE));
    expect((await t.get(`/tournaments/${tournament.id}`)).body.registrationOpen).toBe(false);
  });

  it('answers 404 Tournament not found for missing or cancelled tournaments, 400 for a malformed id', async () => {
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    for (const id of [cancelled.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.get(`/tournaments/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Tournament not found' });
    }
    const bad = await t.get('/tournaments/%7Bid%7D');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid tournament id' });
  });
});

describe('GET /time', () => {
  it("answers core's clock", async () => {
    t.clock.set('2026-04-01T10:00:00.000Z');
    expect((await t.get('/time')).body).toEqual({ now: '2026-04-01T10:00:00.000Z' });
  });
});
