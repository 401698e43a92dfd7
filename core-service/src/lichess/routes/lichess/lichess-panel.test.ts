import { responseValidator } from '@chess-portal/contracts/openapi';
import {
  joinOnLichess,
  organizerWorld,
  paidSwiss,
  register,
  type OrganizerWorld,
} from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { Tournament } from '../../../db/models';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const ok = (path: string, body: unknown) => expect(responseValidator('core', 'post', path, 200)!(body)).toBe(true);
const swissBody = (tournamentId: string) => ({
  tournamentId,
  name: 'Club Swiss Night',
  teamSlug: 'chess-school',
  nbRounds: 5,
  clockLimit: 300,
  clockIncrement: 3,
  manualJoin: true,
  startTime: '2026-07-10T12:30:00.000Z',
  startAtIso: '2026-07-10T13:00:00.000Z',
});

describe('the legacy manage screen Lichess integration panel', () => {
  it('creates an Arena with the panel settings and the approved players allowed', async () => {
    const tournament = await paidSwiss(t, w.anita, { system: 'arena' });
    await t
      .post(
        `/organizer/tournaments/${tournament.id}/registrations/${(await register(t, tournament, w.players.queen)).id}/approve`,
        {},
        w.anita.id,
      )
      .expect(200);
    const res = await t
      .post(
        '/lichess/arena/create',
        {
          tournamentId: tournament.id,
          name: 'Quick Blitz',
          clockLimit: 180,
          clockIncrement: 2,
          startAtIso: '2026-07-10T13:00:00.000Z',
        },
        w.anita.id,
      )
      .expect(200);
    ok('/lichess/arena/create', res.body);
    expect(res.body.lichessUrl).toContain('/tournament/');
    const info = (await (
      await fetch(`${t.lichess.sandbox.url}/api/tournament/${res.body.lichessTournamentId}`)
    ).json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      fullName: 'Quick Blitz Arena',
      clock: { limit: 180, increment: 2 },
      allowList: ['queengambit'],
      startsAt: '2026-07-10T13:00:00.000Z',
    });
    expect(await Tournament.query(t.db).findById(tournament.id)).toMatchObject({
      lichessIntegration: true,
      lichessType: 'arena',
    });
    expect(
      (
        await t.post(
          '/lichess/arena/create',
          { tournamentId: tournament.id, name: 'Again', clockLimit: 180, clockIncrement: 2 },
          w.anita.id,
        )
      ).status,
    ).toBe(409);
  });

  it('creates a free Swiss, then adds and removes players through the allow-list, saying plainly what Lichess cannot do', async () => {
    // a free one: on a paid Swiss add-player creates an approved registration (money-rules.test.ts)
    const tournament = await paidSwiss(t, w.anita, { entryFee: '0.00' });
    const created = await t.post('/lichess/swiss/create', swissBody(tournament.id), w.anita.id).expect(200);
    ok('/lichess/swiss/create', created.body);
    const lichessId = created.body.lichessTournamentId;
    expect((await Tournament.query(t.db).findById(tournament.id))!.manualPairing).toBe(true);

    const added = await t
      .post('/lichess/swiss/add-player', { lichessId, username: 'knightrider99' }, w.anita.id)
      .expect(200);
    ok('/lichess/swiss/add-player', added.body);
    expect(added.body).toMatchObject({ success: true, allowList: ['KnightRider99'] });
    expect(added.body.message).toBe(
      'KnightRider99 can now join the tournament on Lichess (players join it themselves).',
    );
    await t.runOutbox();
    expect(await joinOnLichess(t, 'swiss', lichessId, 'KnightRider99')).toBe('ok');

    const outsider = await t
      .post('/lichess/swiss/add-player', { lichessId, username: 'OutsiderOmar' }, w.anita.id)
      .expect(200);
    expect(outsider.body.message).toMatch(/not a member of the team "chess-school" yet/);
    const unknown = await t
      .post('/lichess/swiss/add-player', { lichessId, username: 'NoSuchPlayer42' }, w.anita.id)
      .expect(200);
    expect(unknown.body).toMatchObject({ success: false, message: 'Lichess user "NoSuchPlayer42" was not found.' });

    const removed = await t
      .post('/lichess/swiss/remove-player', { lichessId, username: 'KnightRider99' }, w.anita.id)
      .expect(200);
    expect(removed.body).toMatchObject({ success: true, allowList: ['OutsiderOmar'] });
    expect(removed.body.message).toMatch(
      /Lichess has no way for organizers to remove a player who already joined a Swiss/,
    );
    const notThere = await t
      .post('/lichess/swiss/remove-player', { lichessId, username: 'KnightRider99' }, w.anita.id)
      .expect(200);
    expect(notThere.body).toEqual({
      success: false,
      message: "KnightRider99 is not on this tournament's allow-list.",
      allowList: ['OutsiderOmar'],
    });
  });

  it('checks the panel limits and ownership in core', async () => {
    const tournament = await paidSwiss(t, w.anita);
    expect(
      (await t.post('/lichess/swiss/create', { ...swissBody(tournament.id), nbRounds: 'x' }, w.anita.id)).status,
    ).toBe(400);
    expect(
      (await t.post('/lichess/swiss/create', { ...swissBody(tournament.id), nbRounds: 2 }, w.anita.id)).body,
    ).toEqual({ message: 'At least 3 rounds' });
    expect(
      (await t.post('/lichess/swiss/create', { ...swissBody(tournament.id), nbRounds: 21 }, w.anita.id)).body,
    ).toEqual({ message: 'At most 20 rounds' });
    expect(
      (
        await t.post(
          '/lichess/arena/create',
          { tournamentId: tournament.id, name: 'x'.repeat(31), clockLimit: 60, clockIncrement: 0 },
          w.anita.id,
        )
      ).body,
    ).toEqual({ message: 'Tournament name must be 30 characters or less' });
    expect(
      (
        await t.post(
          '/lichess/arena/create',
          { tournamentId: tournament.id, name: 'Short', clockLimit: 20, clockIncrement: 0 },
          w.anita.id,
        )
      ).body,
    ).toEqual({ message: 'Clock limit must be at least 30 seconds' });
    expect((await t.post('/lichess/swiss/create', { ...swissBody(''), tournamentId: '' }, w.anita.id)).body).toEqual({
      message: 'Tournament ID required',
    });
    expect((await t.post('/lichess/swiss/create', swissBody(tournament.id), w.ravi.id)).status).toBe(403);
    const created = await t.post('/lichess/swiss/create', swissBody(tournament.id), w.admin.id).expect(200);
    const theirs = await t.post(
      '/lichess/swiss/add-player',
      { lichessId: created.body.lichessTournamentId, username: 'QueenGambit' },
      w.ravi.id,
    );
    expect(theirs.status).toBe(403);
    expect(
      (await t.post('/lichess/swiss/add-player', { lichessId: 'nope1234', username: 'QueenGambit' }, w.anita.id))
        .status,
    ).toBe(404);
    expect(
      (
        await t.post(
          '/lichess/arena/create',
          { tournamentId: tournament.id, name: 'Player', clockLimit: 60, clockIncrement: 0 },
          w.players.demo.id,
        )
      ).status,
    ).toBe(403);
  });
});
