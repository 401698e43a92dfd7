import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import type { User } from '../../../db/models';

const t = useTestApp();
const START = new Date('2026-03-05T12:00:00.000Z');
const MINUTE = 60_000;

let organizer: User;
beforeAll(async () => {
  organizer = await createUser(t.db, {
    role: 'organizer',
    upiId: 'coach@okaxis',
    paymentQrCodeUrl: 'data:image/png;base64,UFJPRklMRQ==',
  });
});

async function view(id: string) {
  const res = await t.get('/tournaments');
  expect(res.status).toBe(200);
  return res.body.tournaments.find((x: { id: string }) => x.id === id);
}

describe('GET /tournaments (public views)', () => {
  it('answers the contract shape with money as decimal strings and ISO times', async () => {
    const tournament = await createTournament(t.db, {
      organizerId: organizer.id,
      entryFee: '150',
      prizePool: '1000.5',
      startTime: START,
      results: [],
    });
    const res = await t.get('/tournaments');
    expect(responseValidator('core', 'get', '/tournaments', 200)!(res.body)).toBe(true);
    expect(await view(tournament.id)).toMatchObject({
      entryFee: '150.00',
      prizePool: '1000.50',
      isFree: false,
      startTime: START.toISOString(),
      organizerUpi: 'coach@okaxis',
      upiQrCode: 'data:image/png;base64,UFJPRklMRQ==',
      status: 'registration',
    });
  });

  it('closes registration 10 minutes before the start, by the clock', async () => {
    const tournament = await createTournament(t.db, { organizerId: organizer.id, startTime: START });
    t.clock.set(new Date(START.getTime() - 10 * MINUTE - 1));
    expect(await view(tournament.id)).toMatchObject({
      registrationOpen: true,
      joinRefusal: null,
      joinClosesAt: new Date(START.getTime() - 10 * MINUTE).toISOString(),
      accessOpensAt: {
        dashboard: new Date(START.getTime() - 15 * MINUTE).toISOString(),
        statusPage: new Date(START.getTime() - 5 * MINUTE).toISOString(),
      },
    });
    t.clock.set(new Date(START.getTime() - 10 * MINUTE));
    expect(await view(tournament.id)).toMatchObject({
      registrationOpen: false,
      joinRefusal: { code: 'join_window_closed' },
    });
    t.clock.set(new Date('2026-03-01T06:30:00.000Z'));
  });

  it('counts registrations that hold a place; a full tournament has no spots and is closed', async () => {
    const tournament = await createTournament(t.db, { organizerId: organizer.id, maxPlayers: 2 });
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await createRegistration(t.db, tournament.id, a.id, { paymentStatus: 'approved' });
    await createRegistration(t.db, tournament.id, b.id, { paymentStatus: 'rejected' });
    expect(await view(tournament.id)).toMatchObject({ registrationCount: 1, spotsLeft: 1, registrationOpen: true });
    await createRegistration(t.db, tournament.id, c.id);
    expect(await view(tournament.id)).toMatchObject({
      registrationCount: 2,
      spotsLeft: 0,
      registrationOpen: false,
      joinRefusal: { code: 'tournament_full', message: 'Tournament is full' },
    });
  });

  it('is open only while the status is registration or open', async () => {
    const open = await createTournament(t.db, { status: 'open' });
    const live = await createTournament(t.db, { status: 'live' });
    const done = await createTournament(t.db, { status: 'completed' });
    expect((await view(open.id)).registrationOpen).toBe(true);
    expect(await view(live.id)).toMatchObject({
      registrationOpen: false,
      joinRefusal: { code: 'registration_closed', message: 'Registration is closed' },
    });
    // a completed tournament without results is in no dashboard part; its own page shows it closed
    expect((await t.get(`/tournaments/${done.id}`)).body.registrationOpen).toBe(false);
    expect(await view(done.id)).toBeUndefined();
  });

  it('leaves out cancelled tournaments and marks free ones; a tournament QR wins over the profile one', async () => {
    const cancelled = await createTournament(t.db, { status: 'cancelled' });
    const free = await createTournament(t.db, {
      organizerId: organizer.id,
      entryFee: '0',
      qrCode: 'data:image/png;base64,T1dO',
    });
    expect(await view(cancelled.id)).toBeUndefined();
    expect(await view(free.id)).toMatchObject({
      isFree: true,
      entryFee: '0.00',
      upiQrCode: 'data:image/png;base64,T1dO',
    });
  });

  it('does not expose organizer-only fields', async () => {
    const tournament = await createTournament(t.db, { organizerId: organizer.id, totalCollected: '300' });
    const body = await view(tournament.id);
    expect(body).not.toHaveProperty('totalCollected');
    expect(body).not.toHaveProperty('commissionDue');
    expect(body).not.toHaveProperty('organizer');
  });
});
