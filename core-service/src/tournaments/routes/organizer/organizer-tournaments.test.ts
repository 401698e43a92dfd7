import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { del, FUTURE_START, organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { Tournament } from '../../../db/models';

const t = useTestApp();
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const valid = {
  title: 'Weekend Rapid',
  description: 'Two days of rapid chess.',
  type: 'swiss',
  starts_at: '2026-07-12T16:00',
  clock_limit: 15,
  clock_increment: 10,
  nb_rounds: 6,
  round_interval: 90,
  entry_fee: '250',
  manual_join: true,
  team_slug: 'chess-school',
  qr_image: 'data:image/png;base64,iVBORw0KGgo=',
};
const ok = (method: string, path: string, status: number, body: unknown) =>
  expect(responseValidator('core', method, path, status)!(body)).toBe(true);

describe('organizer create, read and edit', () => {
  it('answers the product.md §9 defaults, with Swiss in the designated team when Lichess is configured', async () => {
    const res = await t.get('/organizer/tournaments/new', w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/new', 200, res.body);
    expect(res.body.defaultValues).toMatchObject({
      type: 'swiss',
      clock_limit: 10,
      clock_increment: 0,
      nb_rounds: 7,
      round_interval: 60,
      entry_fee: '0',
      manual_join: false,
    });
  });

  it('creates a tournament for the acting organizer from the create form, Kolkata time read as UTC', async () => {
    const res = await t.post('/organizer/tournaments', { ...valid, organizerId: w.ravi.id }, w.anita.id).expect(201);
    ok('post', '/organizer/tournaments', 201, res.body);
    expect(res.body.tournament).toMatchObject({
      name: 'Weekend Rapid',
      system: 'swiss',
      format: 'rapid',
      timeControl: '15+10',
      rounds: 6,
      roundInterval: 90,
      entryFee: '250.00',
      lichessTeamSlug: 'chess-school',
      manualPairing: true,
      status: 'registration',
      organizerId: w.anita.id,
      startTime: '2026-07-12T10:30:00.000Z',
      qrCode: valid.qr_image,
      registrationCount: 0,
    });
  });

  it('applies the form rules with their product.md §5 messages and stores nothing', async () => {
    const before = await Tournament.query(t.db).resultSize();
    const cases: [object, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'Title too long'],
      [{ team_slug: '' }, 'Team slug is required for Swiss tournaments'],
      [{ type: 'arena', manual_join: true }, 'Manual join is only available for Swiss tournaments'],
      [{ clock_limit: 0 }, 'Minimum 1 minute'],
      [{ clock_limit: 181 }, 'Maximum 3 hours'],
      [{ round_interval: 20 }, 'Minimum 30 seconds'],
      [{ round_interval: 1801 }, 'Maximum 30 minutes'],
      [{ entry_fee: '-5' }, 'Entry fee cannot be negative'],
      [{ starts_at: '' }, 'Start time is required'],
      [{ qr_image: 'data:text/plain;base64,aGk=' }, 'QR code must be a PNG, JPEG, WebP or GIF image'],
    ];
    for (const [patch, message] of cases) {
      const res = await t.post('/organizer/tournaments', { ...valid, ...patch }, w.anita.id);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    expect(await Tournament.query(t.db).resultSize()).toBe(before);
  });

  it('shows the detail with registrations, approved players and canPushToLichess', async () => {
    const tournament = await paidSwiss(t, w.anita);
    await createRegistration(t.db, tournament.id, w.players.demo.id, { paymentStatus: 'approved', paymentId: 'UPI1' });
    await createRegistration(t.db, tournament.id, w.players.knight.id, { paymentId: 'UPI2' });
    const res = await t.get(`/organizer/tournaments/${tournament.id}`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}', 200, res.body);
    expect(res.body.canPushToLichess).toBe(true);
    expect(res.body.tournament.registrationCount).toBe(2);
    expect(res.body.registrations.map((r: { playerName: string }) => r.playerName)).toEqual([
      w.players.demo.username,
      w.players.knight.username,
    ]);
    expect(res.body.registrations[1].player).toEqual({
      username: w.players.knight.username,
      email: w.players.knight.email,
      lichessUsername: 'KnightRider99',
    });
    expect(res.body.approvedPlayers).toEqual([
      expect.objectContaining({ username: w.players.demo.username, lichessUsername: 'DemoPlayer' }),
    ]);
    const regs = await t.get(`/organizer/tournaments/${tournament.id}/registrations`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}/registrations', 200, regs.body);
    expect(regs.body.registrations).toHaveLength(2);
  });

  it('edits before the push; an empty qr_image keeps the stored QR; refused once pushed', async () => {
    const tournament = await paidSwiss(t, w.anita, { qrCode: 'data:image/png;base64,QUFB' });
    const body = { ...valid, title: 'Renamed', qr_image: '', manual_join: false, entry_fee: '99.5' };
    const res = await t.put(`/organizer/tournaments/${tournament.id}`, body, w.anita.id).expect(200);
    ok('put', '/organizer/tournaments/{id}', 200, res.body);
    expect(res.body.tournament).toMatchObject({
      name: 'Renamed',
      entryFee: '99.50',
      qrCode: 'data:image/png;base64,QUFB',
      description: valid.description,
    });
    await Tournament.query(t.db)
      .patch({ lichessTournamentId: 'abc12345', lichessUrl: 'http://x/swiss/abc12345' })
      .findById(tournament.id);
    const refused = await t.put(`/organizer/tournaments/${tournament.id}`, body, w.anita.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/can no longer be edited/);
  });

  it('keeps the description when an edit does not send one, and changes it when it does', async () => {
    const created = await t.post('/organizer/tournaments', valid, w.anita.id).expect(201);
    const id = created.body.tournament.id;
    const { description: _omitted, ...withoutDescription } = valid;
    const edited = await t.put(`/organizer/tournaments/${id}`, { ...withoutDescription, nb_rounds: 9 }, w.anita.id);
    expect(edited.status).toBe(200);
    expect(edited.body.tournament).toMatchObject({ rounds: 9, description: valid.description });
    const cleared = await t.put(`/organizer/tournaments/${id}`, { ...valid, description: '' }, w.anita.id).expect(200);
    expect(cleared.body.tournament.description).toBeNull();
  });

  it('creates from the legacy form for organizers and admins only, with the acting user as organizer', async () => {
    const body = {
      name: 'Legacy Open',
      format: 'blitz',
      timeControl: '3+2',
      system: 'arena',
      maxPlayers: 64,
      entryFee: '',
      prizePool: '1000',
      startTime: '2026-07-20T18:00',
      rounds: '',
    };
    const res = await t.post('/organizer/tournaments/legacy', body, w.anita.id).expect(201);
    ok('post', '/organizer/tournaments/legacy', 201, res.body);
    expect(res.body).toMatchObject({
      name: 'Legacy Open',
      system: 'arena',
      maxPlayers: 64,
      entryFee: '0.00',
      prizePool: '1000.00',
      rounds: null,
      organizerId: w.anita.id,
    });
    const bad = await t.post('/organizer/tournaments/legacy', { ...body, maxPlayers: 1 }, w.anita.id);
    expect(bad.body).toEqual({ message: 'At least 2 players required' });
    expect((await t.post('/organizer/tournaments/legacy', body, w.players.demo.id)).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.get('/organizer/tournaments/00000000-0000-4000-8000-000000000000', w.anita.id)).body).toEqual({
      message: 'Tournament not found',
    });
    expect((await t.get('/organizer/tournaments/nope', w.anita.id)).status).toBe(404);
  });

  it('closes a tournament: completed with its commission at the current percent, due in 5 days', async () => {
    const tournament = await createTournament(t.db, {
      organizerId: w.anita.id,
      entryFee: '150.00',
      totalCollected: '450.00',
      startTime: FUTURE_START,
    });
    await t.db('global_settings').where({ key: 'GLOBAL_COMMISSION_PERCENT' }).update({ value: '12.5' });
    const res = await t.post(`/organizer/tournaments/${tournament.id}/close`, {}, w.anita.id).expect(200);
    ok('post', '/organizer/tournaments/{id}/close', 200, res.body);
    expect(res.body).toMatchObject({
      message: 'Tournament closed successfully',
      commissionDue: '56.25',
      commissionDueDate: '2026-03-06T06:30:00.000Z',
    });
    const commission = await t.db('organizer_commissions').where({ tournament_id: tournament.id }).first();
    expect(commission).toMatchObject({ commissionAmount: '56.25', status: 'pending', organizerId: w.anita.id });
    expect((await t.post(`/organizer/tournaments/${tournament.id}/close`, {}, w.anita.id)).status).toBe(409);
    await t.db('global_settings').where({ key: 'GLOBAL_COMMISSION_PERCENT' }).update({ value: '10' });
  });

  it('closes a free tournament without a commission record to pay', async () => {
    const tournament = await createTournament(t.db, { organizerId: w.anita.id });
    await t.post(`/organizer/tournaments/${tournament.id}/close`, {}, w.anita.id).expect(200);
    expect(await t.db('organizer_commissions').where({ tournament_id: tournament.id }).first()).toBeUndefined();
  });

  it('ends (hidden, data kept) and deletes tournaments that are not on Lichess', async () => {
    const ended = await paidSwiss(t, w.anita);
    const end = await t.post(`/organizer/tournaments/${ended.id}/end`, {}, w.anita.id).expect(200);
    ok('post', '/organizer/tournaments/{id}/end', 200, end.body);
    expect(end.body.details).toEqual({ hadLichessIntegration: false, lichessTerminated: false });
    expect((await Tournament.query(t.db).findById(ended.id))!.status).toBe('cancelled');
    expect((await t.post(`/organizer/tournaments/${ended.id}/end`, {}, w.anita.id)).status).toBe(400);

    const gone = await paidSwiss(t, w.anita);
    await createRegistration(t.db, gone.id, (await createUser(t.db)).id);
    const res = await del(t, `/organizer/tournaments/${gone.id}`, w.anita.id).expect(200);
    ok('delete', '/organizer/tournaments/{id}', 200, res.body);
    expect(res.body.details).toEqual({ hadLichessIntegration: false, lichessDeleted: false });
    expect(await Tournament.query(t.db).findById(gone.id)).toBeUndefined();
  });
});
