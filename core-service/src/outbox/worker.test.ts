// The durable outbox: written in the caller's transaction, applied in order per key, retried with
// back-off, crash-safe (a claimed job whose worker died is retried when its lease runs out), failures
// kept visible; and the e-mail kind's handler is idempotent.
import { SETUP_BUDGET_MS } from '../../test/support/lifecycle';
import { SettableClock } from '../shared/clock';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { OutboxEmail } from '../db/models';
import { EMAIL_JOB, emailJobHandler, enqueueEmail } from '../mail/email-job';
import { mailFault } from '../mail/mailer';
import { backoffMs, countJobs, enqueueJob, listJobs, OutboxJob, OutboxWorker } from '.';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(process.env.DATABASE_URL);
}, SETUP_BUDGET_MS);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db('outboxJobs').delete();
});

const clock = new SettableClock('2026-05-01T08:00:00Z');
const SECOND = 1000;

/** A worker whose 'note' handler records what it applied and fails while `failing` names the payload. */
function noteWorker(options = {}) {
  const applied: string[] = [];
  const failing = new Set<string>();
  const worker = new OutboxWorker({ db: database.db, clock }, { backoffBaseMs: 10 * SECOND, ...options }).register<{
    text: string;
  }>('note', async ({ text }) => {
    if (failing.has(text)) throw new Error(`cannot apply ${text}`);
    applied.push(text);
  });
  return { worker, applied, failing };
}

const note = (key: string, text: string) => enqueueJob(database.db, clock, { kind: 'note', key, payload: { text } });

describe('OutboxWorker', () => {
  it('joins the caller’s transaction: a rollback leaves no job behind, a commit leaves one', async () => {
    await database.db
      .transaction(async (trx) => {
        await enqueueJob(trx, clock, { kind: 'note', key: 'k', payload: { text: 'rolled back' } });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction((trx) =>
      enqueueJob(trx, clock, { kind: 'note', key: 'k', payload: { text: 'kept' } }),
    );
    const { worker, applied } = noteWorker();
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(applied).toEqual(['kept']);
  });

  it('applies jobs in order per key; a failing job holds back only the later jobs of its key', async () => {
    const { worker, applied, failing } = noteWorker();
    await note('tournament-a', 'a1');
    await note('tournament-b', 'b1');
    await note('tournament-a', 'a2');
    await note('tournament-b', 'b2');
    await note('tournament-a', 'a3');
    failing.add('a1');
    expect(await worker.runOnce()).toEqual({ claimed: 3, done: 2, failed: 1 });
    expect(applied).toEqual(['b1', 'b2']);

    // a1 keeps its error and its back-off; a2 and a3 wait behind it
    const [a1] = await OutboxJob.query(database.db).where('key', 'tournament-a').orderBy('seq').limit(1);
    expect(a1).toMatchObject({ attempts: 1, lastError: 'cannot apply a1', doneAt: null });
    expect(a1.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 10 * SECOND);
    expect(await countJobs(database.db)).toEqual({ pending: 2, failing: 1 });
    expect((await listJobs(database.db, { state: 'failing' })).map((j) => j.id)).toEqual([a1.id]);

    failing.delete('a1');
    expect(await worker.runOnce()).toEqual({ claimed: 0, done: 0, failed: 0 }); // still backing off
    clock.advance(10 * SECOND);
    expect(await worker.runOnce()).toEqual({ claimed: 3, done: 3, failed: 0 });
    expect(applied).toEqual(['b1', 'b2', 'a1', 'a2', 'a3']);
    // the failure stays on record after the job succeeded
    expect(await OutboxJob.query(database.db).findById(a1.id)).toMatchObject({
      attempts: 2,
      lastError: 'cannot apply a1',
      doneAt: clock.now(),
    });
  });

  it('backs off exponentially up to a ceiling and retries until the job succeeds', async () => {
    expect([1, 2, 3, 4, 5, 20].map((n) => backoffMs(n, 30 * SECOND, 3600 * SECOND))).toEqual([
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      240 * SECOND,
      480 * SECOND,
      3600 * SECOND,
    ]);
    const { worker, applied, failing } = noteWorker({ backoffBaseMs: 10 * SECOND, backoffMaxMs: 40 * SECOND });
    const job = (await note('k', 'flaky'))!;
    failing.add('flaky');
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await worker.runOnce()).failed).toBe(1);
      const row = (await OutboxJob.query(database.db).findById(job.id))!;
      expect(row.attempts).toBe(attempt);
      delays.push(row.nextAttemptAt.getTime() - clock.now().getTime());
      clock.set(row.nextAttemptAt);
    }
    expect(delays).toEqual([10, 20, 40, 40, 40].map((s) => s * SECOND));
    failing.delete('flaky');
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(applied).toEqual(['flaky']);
  });

  it('leaves a job whose worker died mid-job to be retried once its lease runs out', async () => {
    const { worker, applied } = noteWorker({ leaseMs: 60 * SECOND });
    await note('k', 'first');
    await note('k', 'second');
    // a worker claims the head of the key, then dies before applying it
    const claimed = await worker.claim();
    expect(claimed.map((j) => (j.payload as { text: string }).text)).toEqual(['first']);
    expect(claimed[0].attempts).toBe(1);

    // while leased, nobody else takes it, and the key's later job waits
    expect(await worker.runOnce()).toEqual({ claimed: 0, done: 0, failed: 0 });
    clock.advance(60 * SECOND);
    expect(await worker.runOnce()).toEqual({ claimed: 2, done: 2, failed: 0 });
    expect(applied).toEqual(['first', 'second']);
    expect((await OutboxJob.query(database.db).findById(claimed[0].id))!.attempts).toBe(2);
  });

  it('writes a job with a dedupe key once', async () => {
    const first = await enqueueJob(database.db, clock, {
      kind: 'note',
      key: 'k',
      payload: { text: 'x' },
      dedupeKey: 'once',
    });
    const again = await enqueueJob(database.db, clock, {
      kind: 'note',
      key: 'k',
      payload: { text: 'y' },
      dedupeKey: 'once',
    });
    expect(first?.id).toEqual(expect.any(String));
    expect(again).toBeUndefined();
    expect(await OutboxJob.query(database.db).where('key', 'k')).toHaveLength(1);
  });

  it('claims a job once when two workers run at the same time, and keeps an unknown kind waiting', async () => {
    const a = noteWorker();
    const b = noteWorker();
    for (let i = 0; i < 6; i += 1) await note(`key-${i % 3}`, `n${i}`);
    await enqueueJob(database.db, clock, { kind: 'unknown-kind', key: 'z', payload: {} });
    await Promise.all([a.worker.runOnce(), b.worker.runOnce()]);
    expect([...a.applied, ...b.applied].sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    expect(await countJobs(database.db)).toEqual({ pending: 1, failing: 0 });
  });
});

describe(`outbox kind ${EMAIL_JOB}`, () => {
  const deps = () => ({ db: database.db, clock, config: { serviceToken: 'x' } });
  afterEach(() => {
    mailFault.message = null;
  });

  it('sends through the transport, retries a failing transport until it succeeds, and sends once per job', async () => {
    const worker = new OutboxWorker(deps(), { backoffBaseMs: 30 * SECOND }).register(
      EMAIL_JOB,
      emailJobHandler(deps()),
    );
    await enqueueEmail({ clock }, database.db, { to: 'Meera@Example.com', subject: 'Approved', text: 'Welcome' });
    mailFault.message = 'connect ECONNREFUSED 127.0.0.1:25';
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect(await OutboxEmail.query(database.db).where('to', 'Meera@Example.com')).toEqual([]);
    const [failed] = await listJobs(database.db, { state: 'failing', kind: EMAIL_JOB });
    expect(failed).toMatchObject({ key: 'email:meera@example.com', lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    mailFault.message = null;
    clock.advance(30 * SECOND);
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    const sent = await OutboxEmail.query(database.db).where('to', 'Meera@Example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Approved', text: 'Welcome', jobId: failed.id });

    // the handler applied again (a crash after sending, before the job was marked done) sends nothing more
    const handler = emailJobHandler(deps());
    await handler(failed.payload as never, failed);
    expect(await OutboxEmail.query(database.db).where('to', 'Meera@Example.com')).toHaveLength(1);
  });
});
