import { SETUP_BUDGET_MS } from '../../../../test/support/lifecycle';
import request from 'supertest';
import { createApp } from '../../../app';
import { OffsetClock } from '../../../shared/clock';
import { enqueueJob } from '../../../outbox/outbox';
import { OutboxJob } from '../../../db/models/outbox-job';
import { createTestDatabase } from '../../../../test/support/test-database';

describe('test control (CORE_TEST_CONTROL)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase(process.env.DATABASE_URL);
    // open the pool now: a knex-pglite pool destroyed before its first query keeps jest alive
    await db.db.raw('select 1');
  }, SETUP_BUDGET_MS);
  afterAll(() => db.close());

  it('moves the clock forward and back, behind the service token', async () => {
    const clock = new OffsetClock();
    const app = createApp({
      db: db.db,
      clock,
      config: { serviceToken: 'test-service-token-123' },
      testControl: clock,
    }).callback();
    const auth = { Authorization: 'Bearer test-service-token-123' };
    await request(app).put('/_test/clock').send({ now: '2030-01-01T10:00:00Z' }).expect(401);
    const sent = Date.now();
    const set = await request(app).put('/_test/clock').set(auth).send({ now: '2030-01-01T10:00:00Z' }).expect(200);
    // the clock moved on from the time set by no more than the request took (however long a busy machine made it)
    const moved = new Date(set.body.now).getTime() - Date.parse('2030-01-01T10:00:00Z');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThanOrEqual(Date.now() - sent);
    expect(clock.now().getUTCFullYear()).toBe(2030);
    await request(app).put('/_test/clock').set(auth).send({ now: 'tomorrow' }).expect(400);
    await request(app).delete('/_test/clock').set(auth).expect(200);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('carries the open outbox jobs stamped on a later clock back when the clock goes back', async () => {
    const clock = new OffsetClock();
    const app = createApp({
      db: db.db,
      clock,
      config: { serviceToken: 'test-service-token-123' },
      testControl: clock,
    }).callback();
    const auth = { Authorization: 'Bearer test-service-token-123' };
    const ahead = Date.now() + 30 * 86_400_000;
    await request(app)
      .put('/_test/clock')
      .set(auth)
      .send({ now: new Date(ahead).toISOString() })
      .expect(200);
    const key = `clock-test-${Date.now()}`;
    const written = await enqueueJob(db.db, clock, { kind: 'test.clock', key, payload: {} });
    const retry = await enqueueJob(db.db, clock, {
      kind: 'test.clock',
      key,
      payload: {},
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    const done = await enqueueJob(db.db, clock, { kind: 'test.clock', key: `${key}-done`, payload: {} });
    await OutboxJob.query(db.db).findById(done!.id).patch({ doneAt: clock.now() });
    await request(app).delete('/_test/clock').set(auth).expect(200);
    const after = await OutboxJob.query(db.db).findByIds([written!.id, retry!.id, done!.id]).orderBy('seq');
    // due now again, and the retry still a minute after it; a finished job keeps its times
    expect(Math.abs(after[0].nextAttemptAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(after[1].nextAttemptAt.getTime() - after[0].nextAttemptAt.getTime()).toBe(
      retry!.nextAttemptAt.getTime() - written!.nextAttemptAt.getTime(),
    );
    expect(after[2].nextAttemptAt.getTime()).toBeGreaterThan(ahead - 60_000);
  });

  it('is not mounted without testControl', async () => {
    const app = createApp({
      db: db.db,
      clock: new OffsetClock(),
      config: { serviceToken: 'test-service-token-123' },
    }).callback();
    await request(app).get('/_test/clock').set({ Authorization: 'Bearer test-service-token-123' }).expect(404);
  });
});
