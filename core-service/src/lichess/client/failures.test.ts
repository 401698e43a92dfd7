import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { LICHESS_TIMEOUT_MS } from '@chess-portal/service-kit';
import { LichessError, MESSAGES } from './errors';
import { startTestLichess, T0, type TestLichess } from '../../../test/support/test-lichess';

async function failure(p: Promise<unknown>): Promise<LichessError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LichessError);
  return err as LichessError;
}

describe('Lichess failures through the sandbox', () => {
  let t: TestLichess;
  beforeAll(async () => {
    t = await startTestLichess({ timeoutMs: 300, streamIdleTimeoutMs: 300 });
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());
  afterEach(async () => {
    t.renew();
    await t.control('DELETE', '/faults');
  });

  const pendingFaults = async () => ((await t.control('GET', '/faults')) as unknown[]).length;

  it('429: honours ratelimit.seconds, does not call Lichess during the wait, and says so clearly', async () => {
    await t.fault('/api/user/*', 429, { seconds: 30, times: 2 });
    const err = await failure(t.lichess.getUser('DemoPlayer'));
    expect(err).toMatchObject({
      kind: 'rate-limited',
      status: 503,
      retryAfterSeconds: 30,
      message: MESSAGES.rateLimited,
    });
    expect(err.message).toBe('Lichess is rate-limiting us. Please try again in a minute.');
    // during the window no request is made with that token (none: an anonymous read): the second
    // injected 429 is still unused; the platform token is not paused
    t.clock.advance(29_000);
    expect(await failure(t.lichess.getUser('QueenGambit'))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 1,
    });
    expect(await pendingFaults()).toBe(1);
    expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(true);
    t.clock.advance(1_000);
    await failure(t.lichess.getUser('DemoPlayer')); // consumes the second 429
    t.clock.advance(30_000);
    expect((await t.lichess.getUser('DemoPlayer'))?.username).toBe('DemoPlayer');
  });

  it('429 without a hint waits a full minute', async () => {
    await t.fault('/api/team/of/*', 429);
    expect(await failure(t.lichess.isTeamMember('DemoPlayer'))).toMatchObject({ retryAfterSeconds: 60 });
    t.clock.advance(59_000);
    expect(t.lichess.client.rateLimitedUntil()).toEqual(new Date(T0.getTime() + 60_000));
    await failure(t.lichess.isTeamMember('DemoPlayer'));
    t.clock.advance(1_000);
    expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(true);
  });

  it('500: a clear "not responding" error', async () => {
    await t.fault('/api/tournament', 500, { method: 'POST' });
    const input = {
      name: 'Cup',
      clock: { limitSeconds: 180, incrementSeconds: 0 },
      minutes: 30,
      startsAt: new Date(T0.getTime() + 3600_000),
    };
    const err = await failure(t.lichess.createArena(input));
    expect(err).toMatchObject({ kind: 'unavailable', status: 502, lichessStatus: 500, message: MESSAGES.unavailable });
    expect(((await t.control('GET', '/state')) as { arenas: unknown[] }).arenas).toEqual([]);
  });

  it('a hanging Lichess times out after the configured delay', async () => {
    await t.fault('/api/user/DemoPlayer', 'hang');
    const started = Date.now();
    const err = await failure(t.lichess.getUser('DemoPlayer'));
    expect(err).toMatchObject({ kind: 'timeout', status: 502, message: MESSAGES.unavailable });
    // the configured 300 ms, not the default 8 s (half of it leaves a busy machine room)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(LICHESS_TIMEOUT_MS / 2);
    expect((await t.lichess.getUser('DemoPlayer'))?.id).toBe('demoplayer');
  });

  it('a dropped connection becomes "not responding"', async () => {
    await t.fault('/api/team/of/DemoPlayer', 'drop');
    expect(await failure(t.lichess.isTeamMember('DemoPlayer'))).toMatchObject({ kind: 'unavailable', status: 502 });
  });

  it('a results stream that stalls midway is an error, never a partial list', async () => {
    const arena = await t.lichess.createArena({
      name: 'Stall Cup',
      clock: { limitSeconds: 180, incrementSeconds: 0 },
      minutes: 30,
      startsAt: new Date(T0.getTime() + 3600_000),
    });
    const many = ['DemoPlayer', 'QueenGambit', 'RookieRahul', 'BishopBella', 'PawnPusher'].map((username, i) => ({
      username,
      score: 10 - i,
    }));
    await t.finish(arena.id, many);
    await t.control('PUT', '/settings', { rowsPerSecond: { results: 2 } });
    expect(await failure(t.lichess.arenaResults(arena.id))).toMatchObject({ kind: 'timeout' });
    await t.control('PUT', '/settings', { rowsPerSecond: { results: 0 } });
    expect(await t.lichess.arenaResults(arena.id)).toHaveLength(5);
  });

  it('keeps calls one at a time', async () => {
    const results = await Promise.all(
      ['DemoPlayer', 'QueenGambit', 'RookieRahul'].map((name) => t.lichess.getUser(name)),
    );
    expect(results.map((u) => u?.username)).toEqual(['DemoPlayer', 'QueenGambit', 'RookieRahul']);
  });
});
