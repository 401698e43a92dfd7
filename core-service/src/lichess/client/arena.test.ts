import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { isLichessError } from './errors';
import { startTestLichess, T0, type TestLichess } from '../../../test/support/test-lichess';
import type { ArenaInput } from './types';

const START = new Date(T0.getTime() + 2 * 3600_000);
const input = (extra: Partial<ArenaInput> = {}): ArenaInput => ({
  name: 'School Blitz',
  clock: { limitSeconds: 180, incrementSeconds: 2 },
  minutes: 60,
  startsAt: START,
  ...extra,
});

describe('Lichess Arena through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess();
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());

  it('creates an Arena with the allow-list and team condition, and reads it back', async () => {
    const arena = await t.lichess.createArena(
      input({ conditions: { allowList: ['DemoPlayer', 'KnightRider99'] }, teamMember: 'chess-school' }),
    );
    expect(arena).toMatchObject({
      kind: 'arena',
      name: 'School Blitz Arena',
      status: 'created',
      startsAt: START,
      minutes: 60,
      clock: { limitSeconds: 180, incrementSeconds: 2 },
      createdBy: 'chessschoolhq',
      allowList: ['demoplayer', 'knightrider99'],
      teamMember: 'chess-school',
    });
    expect(arena.url).toBe(`${t.sandbox.url}/tournament/${arena.id}`);
    expect(await t.lichess.getArena(arena.id)).toEqual(arena);
  });

  it('replaces the allow-list on update, keeping the rest', async () => {
    const arena = await t.lichess.createArena(input({ conditions: { allowList: ['DemoPlayer'] } }));
    const updated = await t.lichess.updateArena(
      arena.id,
      input({ minutes: 90, conditions: { allowList: ['DemoPlayer', 'QueenGambit'] } }),
    );
    expect(updated).toMatchObject({ minutes: 90, allowList: ['demoplayer', 'queengambit'] });
    const cleared = await t.lichess.updateArena(arena.id, input());
    expect(cleared.allowList).toBeUndefined();
  });

  it('terminates: a created Arena is deleted on Lichess (404 afterwards)', async () => {
    const arena = await t.lichess.createArena(input());
    await t.lichess.terminateArena(arena.id);
    const err = await t.lichess.getArena(arena.id).catch((e: unknown) => e);
    expect(isLichessError(err, 'not-found')).toBe(true);
  });

  it('fetches results rows once finished', async () => {
    const arena = await t.lichess.createArena(input());
    await t.finish(arena.id, [
      { username: 'QueenGambit', score: 21, performance: 2200 },
      { username: 'GrandmasterGita', score: 18, performance: 2500 },
      { username: 'RookieRahul', score: 0, games: 0, withdraw: true },
    ]);
    expect((await t.lichess.getArena(arena.id)).status).toBe('finished');
    expect(await t.lichess.arenaResults(arena.id)).toEqual([
      { rank: 1, username: 'QueenGambit', userId: 'queengambit', score: 21, rating: 2050, performance: 2200 },
      {
        rank: 2,
        username: 'GrandmasterGita',
        userId: 'grandmastergita',
        title: 'GM',
        score: 18,
        rating: 2640,
        performance: 2500,
      },
      { rank: 3, username: 'RookieRahul', userId: 'rookierahul', score: 0, rating: 1380, withdrawn: true },
    ]);
  });

  it('refuses values Lichess would reject before calling it', async () => {
    const before = (await t.control('GET', '/state')) as { arenas: unknown[] };
    for (const bad of [
      input({ clock: { limitSeconds: 100, incrementSeconds: 0 } }),
      input({ minutes: 61 }),
      input({ startsAt: new Date(T0.getTime() - 1000) }),
      input({ name: 'My lichess cup' }),
      input({ clock: { limitSeconds: 3600, incrementSeconds: 60 }, minutes: 20 }),
    ]) {
      await expect(t.lichess.createArena(bad)).rejects.toMatchObject({ kind: 'invalid-input', status: 400 });
    }
    const after = (await t.control('GET', '/state')) as { arenas: unknown[] };
    expect(after.arenas.length).toBe(before.arenas.length);
  });

  it('turns Lichess refusals into readable errors: another owner, a missing scope', async () => {
    const arena = await t.lichess.createArena(input());
    const other = await t.token('DemoOrganizer');
    await expect(t.lichess.terminateArena(arena.id, other)).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
      lichessStatus: 303,
    });
    const noScope = await t.token('DemoOrganizer', ['team:read']);
    const err = await t.lichess.createArena(input(), noScope).catch((e: unknown) => e);
    expect(err).toMatchObject({
      kind: 'forbidden',
      message: 'The connected Lichess account has not granted the "tournament:write" permission. Please reconnect it.',
    });
  });

  it('uses the team condition only from a team the token owner leads', async () => {
    const err = await t.lichess.createArena(input({ teamMember: 'secret-club' })).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'rejected', status: 400, message: 'Lichess refused: team: Invalid value' });
  });
});
