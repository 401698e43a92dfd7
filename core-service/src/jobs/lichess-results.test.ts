import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../test/support/organizer';
import { useTestApp } from '../../test/support/test-app';
import { OrganizerCommission, Tournament } from '../db/models';
import { createJobScheduler, LICHESS_RESULTS_JOB } from '.';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

async function pushedSwiss(players: (keyof OrganizerWorld['players'])[]) {
  const swiss = await paidSwiss(t, w.anita);
  for (const p of players) {
    const reg = await register(t, swiss, w.players[p]);
    await t.post(`/organizer/tournaments/${swiss.id}/registrations/${reg.id}/approve`, {}, w.anita.id).expect(200);
  }
  const res = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
  return { swiss, lichessId: res.body.lichessTournamentId as string };
}

describe(`job ${LICHESS_RESULTS_JOB}`, () => {
  it('notices finished Lichess tournaments on its own: results stored, tournament completed, commission due', async () => {
    const finished = await pushedSwiss(['demo', 'knight']);
    const running = await pushedSwiss(['queen']);
    await t.lichess.finish(finished.lichessId, [
      { username: 'KnightRider99', points: 2 },
      { username: 'DemoPlayer', points: 1 },
    ]);
    const jobs = createJobScheduler({
      db: t.db,
      clock: t.clock,
      lichess: t.lichess.lichess,
      lockNamespace: `results-${process.pid}`,
    });

    t.clock.set('2026-07-10T11:00:00Z'); // before the start: nothing is due yet
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toEqual({ checked: 0, live: 0, completed: 0, failed: 0 });

    t.clock.set('2026-07-10T15:00:00Z');
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toEqual({ checked: 2, live: 0, completed: 1, failed: 0 });
    const done = (await Tournament.query(t.db).findById(finished.swiss.id))!;
    expect(done).toMatchObject({ status: 'completed', commissionDue: '30.00' });
    expect(done.results!.map((r) => r.username)).toEqual(['KnightRider99', 'DemoPlayer']);
    expect(await OrganizerCommission.query(t.db).findOne({ tournamentId: finished.swiss.id })).toMatchObject({
      commissionAmount: '30.00',
      status: 'pending',
      dueDate: new Date('2026-07-15T15:00:00Z'),
    });
    expect((await Tournament.query(t.db).findById(running.swiss.id))!.status).toBe('registration');

    // a second run (or a second instance) changes nothing more
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toEqual({ checked: 1, live: 0, completed: 0, failed: 0 });
    t.clock.set('2026-03-01T06:30:00.000Z');
  });

  it('keeps going past a tournament Lichess fails on, and counts it', async () => {
    const a = await pushedSwiss(['demo']);
    const b = await pushedSwiss(['queen']);
    await t.lichess.finish(b.lichessId, [{ username: 'QueenGambit', points: 1 }]);
    await t.lichess.fault(`/api/swiss/${a.lichessId}`, 500);
    const jobs = createJobScheduler({
      db: t.db,
      clock: t.clock,
      lichess: t.lichess.lichess,
      lockNamespace: `results2-${process.pid}`,
    });
    t.clock.set('2026-07-11T15:00:00Z');
    const run = (await jobs.runNow(LICHESS_RESULTS_JOB)).result as { completed: number; failed: number };
    expect(run).toMatchObject({ completed: 1, failed: 1 });
    expect((await Tournament.query(t.db).findById(b.swiss.id))!.status).toBe('completed');
    expect((await Tournament.query(t.db).findById(a.swiss.id))!.status).toBe('registration');
  });

  it('moves a pushed Arena to live when the sandbox clock reaches its start, then completes it when it finishes', async () => {
    const arena = await paidSwiss(t, w.anita, {
      system: 'arena',
      timeControl: '3+2',
      rounds: null,
      lichessTeamSlug: null,
      startTime: new Date('2026-07-12T12:30:00Z'),
    });
    const reg = await register(t, arena, w.players.demo);
    await t.post(`/organizer/tournaments/${arena.id}/registrations/${reg.id}/approve`, {}, w.anita.id).expect(200);
    await t.post(`/organizer/tournaments/${arena.id}/push`, {}, w.anita.id).expect(200);
    const jobs = createJobScheduler({
      db: t.db,
      clock: t.clock,
      lichess: t.lichess.lichess,
      lockNamespace: `live-${process.pid}`,
    });
    const status = async () => (await Tournament.query(t.db).findById(arena.id))!.status;
    t.clock.set('2026-07-12T12:31:00Z');
    // core's clock is past the start, but Lichess has not started it yet: no change
    await t.lichess.control('POST', '/clock', { now: '2026-07-12T12:29:00Z' });
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toMatchObject({ live: 0, completed: 0 });
    expect(await status()).toBe('registration');
    await t.lichess.control('POST', '/clock', { now: '2026-07-12T12:31:00Z' });
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toMatchObject({ live: 1, completed: 0 });
    expect(await status()).toBe('live');
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toMatchObject({ live: 0, completed: 0 });
    await t.lichess.control('POST', '/clock', { now: '2026-07-12T16:00:00Z' });
    t.clock.set('2026-07-12T16:00:00Z');
    expect((await jobs.runNow(LICHESS_RESULTS_JOB)).result).toMatchObject({ completed: 1 });
    expect(await status()).toBe('completed');
    await t.lichess.control('POST', '/clock', { now: '2026-07-01T10:00:00Z' });
    t.clock.set('2026-03-01T06:30:00.000Z');
  });
});
