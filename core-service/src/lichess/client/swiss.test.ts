import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { isLichessError } from './errors';
import { startTestLichess, T0, type TestLichess } from '../../../test/support/test-lichess';
import type { SwissInput } from './types';

const START = new Date(T0.getTime() + 3600_000);
const input = (extra: Partial<SwissInput> = {}): SwissInput => ({
  name: 'School Swiss',
  clock: { limitSeconds: 600, incrementSeconds: 5 },
  nbRounds: 5,
  startsAt: START,
  roundIntervalSeconds: 60,
  ...extra,
});

describe('Lichess Swiss through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess();
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());
  afterEach(async () => {
    t.clock.set(T0);
    await t.control('POST', '/clock', { now: T0.getTime() });
  });

  it('creates a Swiss in the designated team with an allow-list, and reads it back', async () => {
    const swiss = await t.lichess.createSwiss(input({ conditions: { allowList: ['DemoPlayer', 'QueenGambit'] } }));
    expect(swiss).toMatchObject({
      kind: 'swiss',
      name: 'School Swiss',
      status: 'created',
      startsAt: START,
      round: 0,
      nbRounds: 5,
      nbPlayers: 0,
      nextRoundAt: START,
      clock: { limitSeconds: 600, incrementSeconds: 5 },
      createdBy: 'chessschoolhq',
      rated: true,
    });
    expect(swiss.url).toBe(`${t.sandbox.url}/swiss/${swiss.id}`);
    expect(await t.lichess.getSwiss(swiss.id)).toEqual(swiss);
    const allowed = await t.token('QueenGambit');
    const refused = await t.token('RookieRahul');
    const join = (token: string) =>
      fetch(`${t.sandbox.url}/api/swiss/${swiss.id}/join`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await join(allowed)).status).toBe(200);
    expect((await join(refused)).status).toBe(400);
  });

  it('refuses a team the connected account does not lead', async () => {
    const organizer = await t.token('TeamHelper');
    const err = await t.lichess.createSwiss(input(), { token: organizer }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('updates after the start without sending the (past) start date', async () => {
    const swiss = await t.lichess.createSwiss(input());
    for (const name of ['DemoPlayer', 'QueenGambit']) {
      await fetch(`${t.sandbox.url}/api/swiss/${swiss.id}/join`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await t.token(name)}` },
      });
    }
    t.clock.set(new Date(START.getTime() + 60_000));
    await t.control('POST', '/clock', { now: START.getTime() + 60_000 });
    const updated = await t.lichess.updateSwiss(
      swiss.id,
      input({ nbRounds: 7, conditions: { allowList: ['DemoPlayer'] } }),
    );
    expect(updated).toMatchObject({ status: 'started', round: 1, nbRounds: 7 });
    const at = new Date(START.getTime() + 5 * 3600_000);
    await t.lichess.scheduleNextRound(swiss.id, at);
    expect((await t.lichess.getSwiss(swiss.id)).nextRoundAt).toBeUndefined(); // round 1 still being played
  });

  it('terminates: a created Swiss is deleted on Lichess', async () => {
    const swiss = await t.lichess.createSwiss(input());
    await t.lichess.terminateSwiss(swiss.id);
    expect(isLichessError(await t.lichess.getSwiss(swiss.id).catch((e: unknown) => e), 'not-found')).toBe(true);
  });

  it('fetches results rows: points, tie-break, performance only with games, absent flag', async () => {
    const swiss = await t.lichess.createSwiss(input());
    await t.finish(swiss.id, [
      { username: 'QueenGambit', points: 4.5, tieBreak: 12.25, performance: 2150 },
      { username: 'DemoPlayer', points: 3, tieBreak: 8 },
      { username: 'PawnPusher', points: 0, games: 0, absent: true },
    ]);
    expect((await t.lichess.getSwiss(swiss.id)).status).toBe('finished');
    expect(await t.lichess.swissResults(swiss.id)).toEqual([
      {
        rank: 1,
        username: 'QueenGambit',
        userId: 'queengambit',
        score: 4.5,
        tieBreak: 12.25,
        rating: 2050,
        performance: 2150,
      },
      { rank: 2, username: 'DemoPlayer', userId: 'demoplayer', score: 3, tieBreak: 8, rating: 1620, performance: 1620 },
      { rank: 3, username: 'PawnPusher', userId: 'pawnpusher', score: 0, tieBreak: 0, rating: 1540, absent: true },
    ]);
  });

  it('plays a whole Swiss on the sandbox clock and reads simulated results', async () => {
    const swiss = await t.lichess.createSwiss(input({ nbRounds: 3 }));
    for (const name of ['DemoPlayer', 'QueenGambit', 'RookieRahul', 'BishopBella', 'KnightRider99']) {
      await fetch(`${t.sandbox.url}/api/swiss/${swiss.id}/join`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await t.token(name)}` },
      });
    }
    await t.control('POST', '/clock', { now: START.getTime() + 24 * 3600_000 });
    expect(await t.lichess.getSwiss(swiss.id)).toMatchObject({ status: 'finished', round: 3, nbPlayers: 5 });
    const rows = await t.lichess.swissResults(swiss.id);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.reduce((sum, r) => sum + r.score, 0)).toBe(3 * 2 + 3); // 2 games and a bye per round
  });

  it('refuses Swiss values Lichess would reject before calling it', async () => {
    await expect(t.lichess.createSwiss(input({ nbRounds: 2 }))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(
      t.lichess.createSwiss(input({ clock: { limitSeconds: 100, incrementSeconds: 0 } })),
    ).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(t.lichess.scheduleNextRound('whatever', new Date(T0.getTime() - 1))).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });
});
