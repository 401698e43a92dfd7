import { responseValidator } from '@chess-portal/contracts/openapi';
import { createRegistration } from '../../../../test/support/factories';
import {
  del,
  joinOnLichess,
  organizerWorld,
  paidSwiss,
  register,
  type OrganizerWorld,
} from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, OrganizerCommission, Registration, Standing, Tournament } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const ok = (method: string, path: string, body: unknown) =>
  expect(responseValidator('core', method, path, 200)!(body)).toBe(true);
const approve = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/approve`, {}, w.anita.id);
const reject = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/reject`, {}, w.anita.id);
const push = (tid: string) => t.post(`/organizer/tournaments/${tid}/push`, {}, w.anita.id);
const reload = async (id: string) => (await Tournament.query(t.db).findById(id))!;

describe('approve and reject', () => {
  it('approves a pending registration: totals and commission follow, with warnings when something needs attention', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const outsider = await register(t, swiss, w.players.outsider, null);
    const res = await approve(swiss.id, outsider.id).expect(200);
    ok('post', '/organizer/tournaments/{id}/registrations/{regId}/approve', res.body);
    expect(res.body.message).toBe('Registration approved');
    expect(res.body.warnings).toEqual([
      'No transaction ID was given for this paid registration.',
      'OutsiderOmar is not a member of the Lichess team "chess-school", which a Swiss requires.',
    ]);
    expect(res.body.registration).toMatchObject({
      paymentStatus: 'approved',
      approverId: w.anita.id,
      teamVerified: false,
    });
    const demo = await register(t, swiss, w.players.demo);
    expect((await approve(swiss.id, demo.id).expect(200)).body.warnings).toEqual([]);
    expect(await reload(swiss.id)).toMatchObject({ totalCollected: '300.00', commissionDue: '30.00' });
    expect(
      await AuditLogEntry.query(t.db).where({ entityId: demo.id, action: 'registration.approved' }).resultSize(),
    ).toBe(1);
  });

  it('warns about a player without a Lichess name; approves and rejects only pending registrations', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const nameless = await register(t, swiss, w.players.nameless);
    expect((await approve(swiss.id, nameless.id)).body.warnings).toEqual([
      `${w.players.nameless.username} has no Lichess username in their profile, so they cannot be let into the tournament on Lichess.`,
    ]);
    const again = await approve(swiss.id, nameless.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending registrations can be approved (this one is approved)');
    expect((await reject(swiss.id, nameless.id)).status).toBe(409);
    const queen = await register(t, swiss, w.players.queen);
    const rejected = await reject(swiss.id, queen.id).expect(200);
    expect(rejected.body).toMatchObject({
      message: 'Registration rejected',
      registration: { paymentStatus: 'rejected' },
    });
    expect(await reload(swiss.id)).toMatchObject({ totalCollected: '150.00' });
    expect((await approve(swiss.id, '00000000-0000-4000-8000-000000000000')).body).toEqual({
      message: 'Registration not found',
    });
  });
});

describe('push to Lichess and the allow-list', () => {
  it('pushes a Swiss with exactly the approved players allowed; later approvals and rejections keep it in sync', async () => {
    const swiss = await paidSwiss(t, w.anita, {
      description: 'Entry fee ₹150. Prize pool for the top 3! A friendly club Swiss.',
    });
    await approve(swiss.id, (await register(t, swiss, w.players.demo)).id).expect(200);
    const queen = await register(t, swiss, w.players.queen);
    const res = await push(swiss.id).expect(200);
    ok('post', '/organizer/tournaments/{id}/push', res.body);
    expect(res.body.lichessUrl).toBe(`${t.lichess.sandbox.url}/swiss/${res.body.lichessTournamentId}`);
    expect(res.body.message).toMatch(/1 approved player can join there/);
    expect(res.body.notes).toEqual([]);
    const stored = await reload(swiss.id);
    expect(stored).toMatchObject({
      lichessIntegration: true,
      lichessType: 'swiss',
      lichessAllowList: ['DemoPlayer'],
      status: 'registration',
    });
    const id = res.body.lichessTournamentId;
    const info = (await (await fetch(`${t.lichess.sandbox.url}/api/swiss/${id}`)).json()) as { name: string };
    expect(info.name).toBe('Sunday Swiss');
    expect(t.lichess.sandbox.state.swisses.get(id)!.description).not.toMatch(/fee|prize|₹/i);
    expect(await joinOnLichess(t, 'swiss', id, 'KnightRider99')).toBe("You don't satisfy the tournament requirements");
    expect(await joinOnLichess(t, 'swiss', id, 'DemoPlayer')).toBe('ok');

    const sync = async () =>
      (await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id)).body.tournament.lichessSync;
    expect(await sync()).toEqual({ state: 'synced', error: null, retryAt: null });
    // the approval saves core's list and leaves the Lichess edit to the outbox
    await approve(swiss.id, queen.id).expect(200);
    expect((await reload(swiss.id)).lichessAllowList).toEqual(['DemoPlayer', 'QueenGambit']);
    expect(await sync()).toEqual({ state: 'syncing', error: null, retryAt: null });
    expect(await joinOnLichess(t, 'swiss', id, 'QueenGambit')).toBe("You don't satisfy the tournament requirements");
    expect(await t.runOutbox()).toMatchObject({ failed: 0 }); // with the players' e-mails
    expect(await sync()).toEqual({ state: 'synced', error: null, retryAt: null });
    expect(await joinOnLichess(t, 'swiss', id, 'QueenGambit')).toBe('ok');
    const knight = await register(t, swiss, w.players.knight);
    await reject(swiss.id, knight.id).expect(200);
    await t.runOutbox();
    expect(await joinOnLichess(t, 'swiss', id, 'KnightRider99')).toBe("You don't satisfy the tournament requirements");

    // the joined ticks are read from Lichess at most once a minute per tournament (JOINED_TTL_MS)
    t.clock.advance(61_000);
    const detail = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(detail.body.canPushToLichess).toBe(false);
    expect(detail.body.approvedPlayers.map((p: { lichessJoined: boolean }) => p.lichessJoined)).toEqual([true, true]);
    expect((await push(swiss.id)).status).toBe(409);
  });

  it('pushes an Arena; with nobody approved yet only the creating account is allowed', async () => {
    const arena = await paidSwiss(t, w.anita, {
      system: 'arena',
      name: 'Blitz Arena by Lichess fans',
      timeControl: '3+2',
      rounds: null,
      lichessTeamSlug: null,
    });
    const res = await push(arena.id).expect(200);
    // the name Lichess really shows (cut to 30 characters, then " Arena" added there), and why 60 minutes
    expect(res.body.notes).toEqual([
      'The Arena runs for 60 minutes on Lichess: room for about four games of 3+2, and never under an hour.',
      'Lichess shows it as "Blitz Arena by fans Arena".',
    ]);
    const info = (await (
      await fetch(`${t.lichess.sandbox.url}/api/tournament/${res.body.lichessTournamentId}`)
    ).json()) as { allowList: string[]; minutes: number };
    expect(info).toMatchObject({ allowList: ['chessschoolhq'], minutes: 60 });
    await approve(arena.id, (await register(t, arena, w.players.knight)).id).expect(200);
    await t.runOutbox();
    const after = (await (
      await fetch(`${t.lichess.sandbox.url}/api/tournament/${res.body.lichessTournamentId}`)
    ).json()) as { allowList: string[] };
    expect(after.allowList).toEqual(['knightrider99']);
  });

  it('leaves everything as it was when a push fails, with a clear message; an approval while Lichess fails stands, and Lichess catches up', async () => {
    const swiss = await paidSwiss(t, w.anita);
    await t.lichess.fault('/api/swiss/new/chess-school', 500);
    const failed = await push(swiss.id);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Lichess is not responding right now. Please try again shortly.');
    expect(await reload(swiss.id)).toMatchObject({ lichessTournamentId: null, lichessIntegration: false });

    const pushed = await push(swiss.id).expect(200);
    const lichessId = pushed.body.lichessTournamentId;
    const demo = await register(t, swiss, w.players.demo);
    await t.runOutbox(); // the e-mails so far
    await t.lichess.fault(`/api/swiss/${lichessId}/edit`, 500);
    await approve(swiss.id, demo.id).expect(200);
    expect((await Registration.query(t.db).findById(demo.id))!.paymentStatus).toBe('approved');
    expect(await reload(swiss.id)).toMatchObject({ totalCollected: '150.00', lichessAllowList: ['DemoPlayer'] });
    expect(await t.runOutbox()).toMatchObject({ claimed: 2, done: 1, failed: 1 }); // the player's e-mail, the edit
    const detail = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}', detail.body);
    const { lichessSync } = detail.body.tournament;
    expect(lichessSync).toMatchObject({ state: 'failed', error: expect.stringMatching(/Lichess/) });
    expect(new Date(lichessSync.retryAt).getTime()).toBe(t.clock.now().getTime() + 5_000);
    expect(await joinOnLichess(t, 'swiss', lichessId, 'DemoPlayer')).toBe(
      "You don't satisfy the tournament requirements",
    );
    // not before its back-off is over; then it lands
    expect(await t.runOutbox()).toMatchObject({ claimed: 0 });
    t.clock.advance(30_000);
    expect(await t.runOutbox()).toMatchObject({ claimed: 1, done: 1 });
    expect(await joinOnLichess(t, 'swiss', lichessId, 'DemoPlayer')).toBe('ok');
    const after = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(after.body.tournament.lichessSync).toEqual({ state: 'synced', error: null, retryAt: null });
  });

  it('refuses what Lichess cannot run, with a plain sentence', async () => {
    const short = await paidSwiss(t, w.anita, { rounds: 2 });
    expect((await push(short.id)).body).toEqual({
      message: 'Lichess Swiss tournaments need at least 3 rounds. Edit the tournament before pushing.',
    });
    const odd = await paidSwiss(t, w.anita, { timeControl: '9+0' });
    expect((await push(odd.id)).body.message).toMatch(/^Lichess does not accept 540 s as a Swiss clock/);
  });
});

describe('end, delete and results with Lichess', () => {
  it('ends a pushed tournament and terminates it on Lichess', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const { lichessTournamentId: id } = (await push(swiss.id).expect(200)).body;
    const res = await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id).expect(200);
    expect(res.body.details).toEqual({ hadLichessIntegration: true, lichessTerminated: true });
    expect(res.body.message).toBe(
      'Tournament ended: it is hidden from players and its data is kept. It was terminated on Lichess too.',
    );
    expect((await fetch(`${t.lichess.sandbox.url}/api/swiss/${id}`)).status).toBe(404);
    // the organizer's view says it was terminated there, so the screens stop linking to it
    const view = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}', view.body);
    expect(view.body.tournament).toMatchObject({ status: 'cancelled', lichessTerminatedAt: expect.any(String) });
  });

  it('closes a pushed tournament: terminated on Lichess, and the view says since when (null before)', async () => {
    const swiss = await paidSwiss(t, w.anita);
    await push(swiss.id).expect(200);
    const before = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(before.body.tournament.lichessTerminatedAt).toBeNull();
    await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id).expect(200);
    const after = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(after.body.tournament).toMatchObject({ status: 'completed', lichessTerminatedAt: expect.any(String) });
    expect((await reload(swiss.id)).lichessTerminatedAt).toBeInstanceOf(Date);
  });

  it('deletes a pushed tournament there too; a Lichess failure deletes nothing', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const { lichessTournamentId: id } = (await push(swiss.id).expect(200)).body;
    await t.lichess.fault(`/api/swiss/${id}/terminate`, 503);
    expect((await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id)).status).toBe(502);
    expect(await Tournament.query(t.db).findById(swiss.id)).toBeDefined();
    const res = await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(res.body.details).toEqual({ hadLichessIntegration: true, lichessDeleted: true });
    expect(await Tournament.query(t.db).findById(swiss.id)).toBeUndefined();
  });

  it('fetches results once finished on Lichess: results, standings, completed, commission due in 5 days', async () => {
    const swiss = await paidSwiss(t, w.anita);
    for (const p of [w.players.demo, w.players.queen])
      await approve(swiss.id, (await register(t, swiss, p)).id).expect(200);
    const { lichessTournamentId: id } = (await push(swiss.id).expect(200)).body;
    const fetchResults = () => t.post(`/organizer/tournaments/${swiss.id}/fetch-results`, {}, w.anita.id);
    expect((await fetchResults()).body).toEqual({
      message: 'The tournament has not finished on Lichess yet; results will appear once it has',
    });
    await t.lichess.finish(id, [
      { username: 'QueenGambit', points: 4.5 },
      { username: 'DemoPlayer', points: 3 },
      { username: 'KnightRider99', points: 1 },
    ]);
    const res = await fetchResults().expect(200);
    ok('post', '/organizer/tournaments/{id}/fetch-results', res.body);
    expect(res.body).toMatchObject({ completed: true, message: 'Results fetched successfully: 3 finishers.' });
    expect(res.body.results.slice(0, 2)).toEqual([
      expect.objectContaining({ rank: 1, username: 'QueenGambit', score: 4.5 }),
      expect.objectContaining({ rank: 2, username: 'DemoPlayer', score: 3 }),
    ]);
    expect(await reload(swiss.id)).toMatchObject({ status: 'completed', commissionDue: '30.00' });
    const standings = await Standing.query(t.db).where({ tournamentId: swiss.id }).orderBy('rank');
    expect(standings.map((s) => [s.playerId, s.points, s.rank])).toEqual([
      [w.players.queen.id, '4.5', 1],
      [w.players.demo.id, '3.0', 2],
    ]);
    const commission = await OrganizerCommission.query(t.db).findOne({ tournamentId: swiss.id });
    expect(commission).toMatchObject({ commissionAmount: '30.00', status: 'pending' });
    expect(commission!.dueDate!.getTime() - t.clock.now().getTime()).toBe(5 * 86_400_000);
    expect((await fetchResults().expect(200)).body.completed).toBe(false);
    expect(await OrganizerCommission.query(t.db).where({ tournamentId: swiss.id }).resultSize()).toBe(1);
  });

  it('refuses to delete a tournament whose commission is unpaid', async () => {
    const swiss = await paidSwiss(t, w.anita);
    await createRegistration(t.db, swiss.id, w.players.demo.id, { paymentStatus: 'approved' });
    await Tournament.query(t.db).patch({ totalCollected: '150.00' }).findById(swiss.id);
    await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id).expect(200);
    const res = await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This tournament has a commission to pay; it can be deleted once the commission is confirmed',
    );
  });
});
