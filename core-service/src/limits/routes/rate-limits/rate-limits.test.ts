import { useTestApp } from '../../../../test/support/test-app';
import { RateLimit } from '../../../db/models';
import { createJobScheduler, RATE_LIMITS_PURGE_JOB } from '../../../jobs';

const t = useTestApp();
const fixed = { limit: 3, windowSeconds: 60 };
const backoff = { limit: 2, windowSeconds: 3600, backoffMaxSeconds: 10 };
const consume = (bucket: string, key: string, policy: object) =>
  t.post(`/rate-limits/${bucket}/consume`, { key, ...policy });
const check = (bucket: string, key: string, policy: object) =>
  t.post(`/rate-limits/${bucket}/check`, { key, ...policy });

describe('rate limits', () => {
  it('counts a fixed window per bucket and key, refuses once spent and says when to come back', async () => {
    for (const count of [1, 2, 3])
      expect((await consume('fixed', 'a@example.com', fixed)).body).toEqual({
        allowed: true,
        count,
        retryAfterSeconds: 0,
      });
    t.clock.advance(15_000);
    expect((await consume('fixed', 'a@example.com', fixed)).body).toEqual({
      allowed: false,
      count: 3,
      retryAfterSeconds: 45,
    });
    expect((await check('fixed', 'a@example.com', fixed)).body).toEqual({
      allowed: false,
      count: 3,
      retryAfterSeconds: 45,
    });
    // another key and another bucket have their own counts
    expect((await consume('fixed', 'b@example.com', fixed)).body.count).toBe(1);
    expect((await consume('other', 'a@example.com', fixed)).body.count).toBe(1);
    t.clock.advance(45_000);
    expect((await check('fixed', 'a@example.com', fixed)).body).toEqual({
      allowed: true,
      count: 0,
      retryAfterSeconds: 0,
    });
    expect((await consume('fixed', 'a@example.com', fixed)).body).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 0,
    });
  });

  it('backs off exponentially after the free hits, up to the maximum, and forgets after a quiet window', async () => {
    const key = 'pair:c@example.com|203.0.113.9';
    await consume('backoff', key, backoff);
    await consume('backoff', key, backoff);
    // 2 free hits, then 2^0 = 1 s, 2^1 = 2 s, 2^2 = 4 s, 2^3 = 8 s, then at most 10 s
    for (const wait of [1, 2, 4, 8, 10, 10]) {
      expect((await consume('backoff', key, backoff)).body).toMatchObject({ allowed: false, retryAfterSeconds: wait });
      t.clock.advance(wait * 1000 - 1);
      expect((await check('backoff', key, backoff)).body.allowed).toBe(false);
      t.clock.advance(1);
      expect((await consume('backoff', key, backoff)).body.allowed).toBe(true);
    }
    t.clock.advance(3600_000);
    expect((await consume('backoff', key, backoff)).body).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it('resets a key, stores only a hash of it, and the purge job deletes ended windows', async () => {
    await consume('reset', 'someone@example.com', fixed);
    await consume('reset', 'someone@example.com', fixed);
    const rows = await RateLimit.query(t.db).where('bucket', 'reset');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('someone');
    expect((await t.post('/rate-limits/reset/reset', { key: 'someone@example.com' })).status).toBe(204);
    expect((await check('reset', 'someone@example.com', fixed)).body.count).toBe(0);

    await consume('purge', 'old', { limit: 5, windowSeconds: 10 });
    await consume('purge', 'young', { limit: 5, windowSeconds: 100 });
    t.clock.advance(10_000);
    const jobs = createJobScheduler({ db: t.db, clock: t.clock });
    const before = await RateLimit.query(t.db).resultSize();
    const run = await jobs.runNow(RATE_LIMITS_PURGE_JOB);
    expect(run).toMatchObject({ ran: true, result: { purged: expect.any(Number) } });
    expect(await RateLimit.query(t.db).resultSize()).toBe(before - (run.result as { purged: number }).purged);
    expect(await check('purge', 'old', { limit: 5, windowSeconds: 10 })).toMatchObject({ body: { count: 0 } });
    expect((await RateLimit.query(t.db).where('bucket', 'purge')).length).toBe(1);
  });

  it('gives back a reserved hit within its window, never below zero nor in an ended window', async () => {
    const release = (key: string) => t.post('/rate-limits/release/release', { key });
    for (let i = 0; i < 3; i += 1) await consume('release', 'reserved', fixed);
    expect((await consume('release', 'reserved', fixed)).body.allowed).toBe(false);
    expect((await release('reserved')).status).toBe(204);
    expect((await check('release', 'reserved', fixed)).body).toEqual({ allowed: true, count: 2, retryAfterSeconds: 0 });
    expect((await consume('release', 'reserved', fixed)).body).toMatchObject({ allowed: true, count: 3 });
    // nothing counted: nothing to give back
    expect((await release('never-counted')).status).toBe(204);
    await consume('release', 'once', fixed);
    await release('once');
    await release('once');
    expect((await check('release', 'once', fixed)).body.count).toBe(0);
    expect((await consume('release', 'once', fixed)).body.count).toBe(1);
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const policy = { limit: 15, windowSeconds: 60 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => consume('race', 'shared', policy)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.body.allowed)).toHaveLength(15);
    expect((await check('race', 'shared', policy)).body.count).toBe(15);
  });

  it('refuses bad buckets and bodies, and calls without the service token', async () => {
    expect((await consume('Bad_Bucket', 'k', fixed)).status).toBe(400);
    expect((await consume('ok', '', fixed)).status).toBe(400);
    expect((await consume('ok', 'k', { limit: 0, windowSeconds: 60 })).status).toBe(400);
    expect((await t.post('/rate-limits/ok/consume', { key: 'k', limit: 1 })).status).toBe(400);
    expect(
      (
        await t
          .raw()
          .post('/rate-limits/ok/consume')
          .send({ key: 'k', ...fixed })
      ).status,
    ).toBe(401);
  });
});
