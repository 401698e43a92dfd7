// Lichess lanes through the sandbox: a queue per token, team and user reads in their own lane, the
// caller's deadline bounding the wait, a full lane shed with 503 + Retry-After, a 429 pausing one
// token only, and team membership cached briefly per name.
import { SETUP_BUDGET_MS } from '../../../test/support/lifecycle';
import { metricValue } from '@chess-portal/service-kit';
import type { IncomingMessage } from 'node:http';
import { startTestLichess, T0, type TestLichess } from '../../../test/support/test-lichess';
import { BUSY_MESSAGE, MEMBERSHIP_CACHE_MS, UNREACHABLE_READ_MS, withLichessDeadline } from './index';
import { LichessError } from './errors';

const arena = (name: string) => ({
  name,
  clock: { limitSeconds: 180, incrementSeconds: 0 },
  minutes: 30,
  startsAt: new Date(T0.getTime() + 3600_000),
});

async function failure(p: Promise<unknown>): Promise<LichessError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LichessError);
  return err as LichessError;
}

/**
 * Notes in `order` when `p` settles. The hanging calls below end only at the client's timeout
 * (1.5 s), so "answered before the hanging call ended" holds on a busy machine where a bound in
 * milliseconds would not, and still fails when a call waits for the hanging one.
 */
const settled = <T>(order: string[], name: string, p: Promise<T>): Promise<T> => p.finally(() => order.push(name));

describe('Lichess lanes', () => {
  let t: TestLichess;
  let tokenA: string;
  let tokenB: string;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await startTestLichess({ timeoutMs: 1500, maxQueued: 2 });
    t.sandbox.server.on('request', (req: IncomingMessage) => seen.push(`${req.method} ${req.url}`));
    tokenA = await t.token('DemoOrganizer');
    tokenB = await t.token('ChessSchoolHQ');
  }, SETUP_BUDGET_MS);
  afterAll(() => t.close());
  beforeEach(() => {
    seen.length = 0;
  });
  afterEach(async () => {
    t.renew();
    await t.control('DELETE', '/faults');
  });

  it("one token's hanging call does not delay another token's call", async () => {
    const a = await t.lichess.createArena(arena('Token A Cup'), tokenA);
    const b = await t.lichess.createArena(arena('Token B Cup'), tokenB);
    await t.fault(`/api/tournament/${a.id}`, 'hang', { method: 'GET' });
    const order: string[] = [];
    const slow = settled(order, 'hanging call', failure(t.lichess.getArena(a.id, tokenA)));
    const queuedBehind = t.lichess.getArena(a.id, tokenA);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await settled(order, 'other token', t.lichess.getArena(b.id, tokenB));
    expect(other.name).toBe('Token B Cup Arena');
    expect(await slow).toMatchObject({ kind: 'timeout' });
    expect(order).toEqual(['other token', 'hanging call']);
    // the call queued behind the hanging one on token A ran once its turn came
    expect((await queuedBehind).id).toBe(a.id);
  });

  it('team and user reads have their own lane, apart from the platform token’s writes', async () => {
    await t.fault('/api/tournament', 'hang', { method: 'POST' });
    const order: string[] = [];
    const slow = settled(order, 'hanging write', failure(t.lichess.createArena(arena('Hanging Cup'))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const team = await settled(order, 'team read', t.lichess.isTeamMember('DemoPlayer'));
    const user = await settled(order, 'user read', t.lichess.getUser('QueenGambit'));
    expect([team, user?.username]).toEqual([true, 'QueenGambit']);
    expect(t.lichess.client.queueDepths()).toEqual({ reads: 0, platform: 0, organizer: 0, public: 0 });
    expect(await slow).toMatchObject({ kind: 'timeout' });
    expect(order).toEqual(['team read', 'user read', 'hanging write']);
  });

  it("the caller's deadline bounds the wait in the lane: shed with 503 + Retry-After", async () => {
    const a = await t.lichess.createArena(arena('Deadline Cup'), tokenA);
    await t.fault(`/api/tournament/${a.id}`, 'hang', { method: 'GET' });
    const order: string[] = [];
    const slow = settled(order, 'hanging call', failure(t.lichess.getArena(a.id, tokenA)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shed = await settled(
      order,
      'shed',
      failure(withLichessDeadline(Date.now() + 200, () => t.lichess.getArena(a.id, tokenA))),
    );
    expect(shed).toMatchObject({ kind: 'busy', status: 503, retryAfterSeconds: 2, message: BUSY_MESSAGE });
    expect(t.lichess.client.queueDepths().organizer).toBe(0);
    expect(await metricValue('csa_lichess_shed_total', { lane: 'organizer' })).toBeGreaterThan(0);
    await slow;
    // shed at its deadline, not after waiting for its turn behind the hanging call
    expect(order).toEqual(['shed', 'hanging call']);
  });

  it('a nested deadline never extends the outer one; a passed deadline is shed at once', async () => {
    const a = await t.lichess.createArena(arena('Passed Cup'), tokenA);
    await t.fault(`/api/tournament/${a.id}`, 'hang', { method: 'GET' });
    const order: string[] = [];
    const slow = settled(order, 'hanging call', failure(t.lichess.getArena(a.id, tokenA)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shed = await settled(
      order,
      'nested',
      failure(
        withLichessDeadline(Date.now() + 100, () =>
          withLichessDeadline(Date.now() + 60_000, () => t.lichess.getArena(a.id, tokenA)),
        ),
      ),
    );
    expect(shed.kind).toBe('busy');
    const passed = settled(
      order,
      'passed',
      failure(withLichessDeadline(Date.now() - 1, () => t.lichess.getArena(a.id, tokenA))),
    );
    expect(await passed).toMatchObject({ kind: 'busy' });
    await slow;
    expect(order).toEqual(['nested', 'passed', 'hanging call']);
  });

  it('a full lane sheds the next call at once', async () => {
    const a = await t.lichess.createArena(arena('Full Cup'), tokenA);
    await t.fault(`/api/tournament/${a.id}`, 'hang', { method: 'GET' });
    const calls = [0, 1, 2].map(() => t.lichess.getArena(a.id, tokenA));
    const settledAll = Promise.allSettled(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await metricValue('csa_lichess_queue_waiting', { lane: 'organizer' })).toBe(2);
    expect(t.lichess.client.queueDepths().organizer).toBe(2);
    const order: string[] = [];
    void settledAll.then(() => order.push('queued calls'));
    const shed = settled(order, 'shed', failure(t.lichess.getArena(a.id, tokenA)));
    expect(await shed).toMatchObject({ kind: 'busy', status: 503 });
    const outcomes = (await settledAll).map((r) => r.status);
    // at once: before the hanging call (and so the two queued behind it) ended
    expect(order).toEqual(['shed', 'queued calls']);
    expect(outcomes).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(await metricValue('csa_lichess_queue_waiting', { lane: 'organizer' })).toBe(0);
  });

  it('a 429 pauses only the token that received it', async () => {
    const a = await t.lichess.createArena(arena('Limit A Cup'), tokenA);
    const b = await t.lichess.createArena(arena('Limit B Cup'), tokenB);
    await t.fault('/api/tournament/*', 429, { seconds: 30, method: 'GET' });
    expect(await failure(t.lichess.getArena(a.id, tokenA))).toMatchObject({ kind: 'rate-limited' });
    expect(t.lichess.client.rateLimitedUntil(tokenA)).toEqual(new Date(T0.getTime() + 30_000));
    expect(t.lichess.client.rateLimitedUntil(tokenB)).toBeUndefined();
    seen.length = 0;
    // token A is refused locally (nothing reaches Lichess); token B and the reads lane go on
    expect(await failure(t.lichess.getArena(a.id, tokenA))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
    });
    expect(seen).toEqual([]);
    expect((await t.lichess.getArena(b.id, tokenB)).name).toBe('Limit B Cup Arena');
    expect(await t.lichess.isTeamMember('QueenGambit')).toBe(true);
    t.clock.advance(30_000);
    expect((await t.lichess.getArena(a.id, tokenA)).name).toBe('Limit A Cup Arena');
  });

  it("a 429 on a creation pauses that token's creations only: its reads, its other calls and other tokens go on", async () => {
    await t.fault('/api/tournament', 429, { seconds: 600, method: 'POST' });
    expect(await failure(t.lichess.createArena(arena('Refused Cup')))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 600,
    });
    const until = new Date(T0.getTime() + 600_000);
    expect(t.lichess.client.rateLimitedUntil(undefined, 'creations')).toEqual(until);
    expect(t.lichess.client.rateLimitedUntil(undefined, 'reads')).toBeUndefined();
    expect(t.lichess.client.rateLimitedUntil(undefined, 'calls')).toBeUndefined();
    seen.length = 0;
    // the platform token's next creation is refused here, without a call
    expect(await failure(t.lichess.createArena(arena('Waiting Cup')))).toMatchObject({ kind: 'rate-limited' });
    expect(seen).toEqual([]);
    // team checks, user reads, the platform token's other calls and another organizer's push answer
    expect(await t.lichess.isTeamMember('QueenGambit', { fresh: true })).toBe(true);
    expect((await t.lichess.getUser('DemoPlayer'))?.username).toBe('DemoPlayer');
    expect((await t.lichess.getAccount(t.lichess.client.platformToken!)).username).toBe('ChessSchoolHQ');
    expect((await t.lichess.createArena(arena('Other Cup'), tokenA)).name).toBe('Other Cup Arena');
    t.clock.advance(600_000);
    expect((await t.lichess.createArena(arena('Later Cup'))).name).toBe('Later Cup Arena');
  });

  it("a 429 on a team or user read pauses reads with that token only, not the token's creations", async () => {
    await t.fault('/api/team/of/*', 429, { seconds: 30 });
    expect(await failure(t.lichess.isTeamMember('QueenGambit', { fresh: true }))).toMatchObject({
      kind: 'rate-limited',
    });
    expect(await failure(t.lichess.isTeamMember('DemoPlayer', { fresh: true }))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
    });
    expect((await t.lichess.createArena(arena('Reads Paused Cup'))).name).toBe('Reads Paused Cup Arena');
  });

  it('caches team membership briefly per Lichess name, one call for callers at the same moment', async () => {
    const teamCalls = () => seen.filter((s) => s.startsWith('GET /api/team/of/')).length;
    const answers = await Promise.all([
      t.lichess.isTeamMember('DemoPlayer'),
      t.lichess.isTeamMember('demoplayer'),
      t.lichess.isTeamMember('DemoPlayer'),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(teamCalls()).toBe(1);
    t.clock.advance(MEMBERSHIP_CACHE_MS - 1);
    expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(true);
    expect(teamCalls()).toBe(1);
    // a change on Lichess shows once the answer is older than the cache time, or at once when asked fresh
    await t.control('DELETE', '/teams/chess-school/members/DemoPlayer');
    try {
      expect(await t.lichess.isTeamMember('DemoPlayer', { fresh: true })).toBe(false);
      expect(teamCalls()).toBe(2);
      await t.control('POST', '/teams/chess-school/members', { username: 'DemoPlayer' });
      expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(false);
      t.clock.advance(MEMBERSHIP_CACHE_MS);
      expect(await t.lichess.isTeamMember('DemoPlayer')).toBe(true);
      expect(teamCalls()).toBe(3);
    } finally {
      await t.control('POST', '/teams/chess-school/members', { username: 'DemoPlayer' }).catch(() => undefined);
    }
  });

  it('does not remember a failed membership check', async () => {
    await t.fault('/api/team/of/QueenGambit', 500);
    expect(await failure(t.lichess.isTeamMember('QueenGambit'))).toMatchObject({ kind: 'unavailable' });
    expect(await t.lichess.isTeamMember('QueenGambit')).toBe(true);
  });

  it('while Lichess answers nothing, a read waits for it only briefly; once it answers, reads wait fully again', async () => {
    await t.fault('/*', 'hang', { times: 100 });
    const unanswered = () => withLichessDeadline(Date.now() + 150, () => t.lichess.getUser('QueenGambit'));
    // the first calls wait out their caller's deadline: Lichess may just be slow
    for (let i = 0; i < 3; i += 1) expect(await failure(unanswered())).toMatchObject({ kind: 'timeout' });
    expect(t.lichess.client.unreachable).toBe(true);
    // now a read with a long deadline (an approval's player check) gives up after UNREACHABLE_READ_MS,
    // while a token's own call (a push, an allow-list edit) started with it keeps its whole deadline:
    // the read ends first, and neither ends before its time (the clock starts before either deadline)
    const order: string[] = [];
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    const read = settled(
      order,
      'read',
      failure(withLichessDeadline(started + 10_000, () => t.lichess.isTeamMember('QueenGambit'))),
    ).then((value) => ({ value, ms: elapsed() }));
    const write = settled(
      order,
      'write',
      failure(withLichessDeadline(started + UNREACHABLE_READ_MS + 700, () => t.lichess.getArena('nope', tokenA))),
    ).then((value) => ({ value, ms: elapsed() }));
    const [leashed, kept] = await Promise.all([read, write]);
    expect(leashed.value).toMatchObject({
      kind: 'timeout',
      message: 'Lichess is not responding right now. Please try again shortly.',
    });
    expect(kept.value).toMatchObject({ kind: 'timeout' });
    expect(order).toEqual(['read', 'write']);
    expect(leashed.ms).toBeGreaterThanOrEqual(UNREACHABLE_READ_MS - 50);
    expect(kept.ms).toBeGreaterThanOrEqual(UNREACHABLE_READ_MS + 600);
    // Lichess answers again: the first answer ends the short leash
    await t.control('DELETE', '/faults');
    expect((await t.lichess.getUser('QueenGambit'))?.username).toBe('QueenGambit');
    expect(t.lichess.client.unreachable).toBe(false);
  });
});
