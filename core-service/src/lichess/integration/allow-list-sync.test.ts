// Allow-list edits through the outbox: no Lichess call inside an approval's transaction; the
// worker applies a tournament's edits in order, retries with back-off, survives a crash, and applying
// an edit twice does no harm. Driven through core's HTTP API on PGlite, Lichess is the sandbox.
import { Tournament } from '../../db/models';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../test/support/organizer';
import { useTestApp } from '../../../test/support/test-app';
import { createOutboxWorker } from '../../create-services';
import { OutboxJob } from '../../outbox';
import { APPROVAL_CHECK_MS } from '../../registrations/services/registration-review-service';
import { LIVE_LICHESS_MS } from '../../registrations/services/organizer-registrations';
import { ALLOW_LIST_JOB } from '../queue/allow-list-queue';

const t = useTestApp({ lichess: true });
/** the Lichess client's call timeout in these tests (test/support/test-lichess.ts) */
const CLIENT_TIMEOUT_MS = 2000;
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const approve = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/approve`, {}, w.anita.id);
const reject = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/reject`, {}, w.anita.id);
const revoke = (tid: string, rid: string) =>
  t.post(`/organizer/tournaments/${tid}/registrations/${rid}/revoke`, { reason: 'Payment bounced' }, w.anita.id);
const sync = async (tid: string) =>
  (await t.get(`/organizer/tournaments/${tid}`, w.anita.id).expect(200)).body.tournament.lichessSync;
/** the allow-list Lichess has for a pushed Swiss, lower-cased as Lichess keeps it */
const onLichess = (lichessId: string) =>
  (t.lichess.sandbox.state.swisses.get(lichessId)!.conditions.allowList ?? []).map((n) => n.toLowerCase()).sort();
const openJobs = (tid: string) =>
  OutboxJob.query(t.db)
    .where({ kind: ALLOW_LIST_JOB, key: `tournament:${tid}` })
    .whereNull('doneAt')
    .orderBy('seq');

/** A pushed paid Swiss with DemoPlayer approved before the push, and the e-mails so far sent. */
async function pushedSwiss() {
  const swiss = await paidSwiss(t, w.anita);
  await approve(swiss.id, (await register(t, swiss, w.players.demo)).id).expect(200);
  const pushed = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
  await t.runOutbox();
  return { swiss, lichessId: pushed.body.lichessTournamentId as string };
}

afterEach(async () => {
  jest.restoreAllMocks();
  await t.lichess.control('DELETE', '/faults'); // a failed test leaves none behind for the next
});
/** the run's outcome for the allow-list jobs of one tournament (e-mails and other tournaments' jobs run too) */
const jobsOf = (tid: string) =>
  OutboxJob.query(t.db)
    .where({ kind: ALLOW_LIST_JOB, key: `tournament:${tid}` })
    .orderBy('seq');

it('applies the edits of one tournament in order once Lichess answers again, in one call for the lot', async () => {
  const { swiss, lichessId } = await pushedSwiss();
  const [queen, knight, outsider] = [
    await register(t, swiss, w.players.queen),
    await register(t, swiss, w.players.knight),
    await register(t, swiss, w.players.outsider),
  ];
  await t.lichess.fault(`/api/swiss/${lichessId}/edit`, 503, { times: 100 });
  await approve(swiss.id, queen.id).expect(200);
  await approve(swiss.id, knight.id).expect(200);
  await reject(swiss.id, outsider.id).expect(200);
  await revoke(swiss.id, knight.id).expect(200);
  expect((await Tournament.query(t.db).findById(swiss.id))!.lichessAllowList).toEqual(['DemoPlayer', 'QueenGambit']);
  expect((await openJobs(swiss.id)).length).toBe(3); // approve, approve, revoke (the rejected name was never on it)

  // in order: the earlier jobs leave the sending to the last one, which sends the list as it is now
  // (Lichess replaces the whole list on each edit); that one fails and waits for its back-off
  const edits = jest.spyOn(t.lichess.lichess, 'updateSwiss');
  await t.runOutbox();
  expect((await jobsOf(swiss.id)).map((j) => [j.attempts, Boolean(j.doneAt)])).toEqual([
    [1, true],
    [1, true],
    [1, false],
  ]);
  expect(edits).toHaveBeenCalledTimes(1);
  const [last, ...none] = await openJobs(swiss.id);
  expect(none).toEqual([]);
  expect(last).toMatchObject({
    attempts: 1,
    lastError: expect.stringMatching(/Lichess/),
    payload: { remove: ['KnightRider99'] },
  });
  expect(await sync(swiss.id)).toMatchObject({ state: 'failed', retryAt: last.nextAttemptAt.toISOString() });
  expect(onLichess(lichessId)).toEqual(['demoplayer']);
  // an edit made meanwhile queues behind it, and is not tried before the failing one
  await revoke(swiss.id, queen.id).expect(200);
  t.clock.advance(2_000); // not yet due: the first retry comes 5 s after the failure
  await t.runOutbox();
  expect(edits).toHaveBeenCalledTimes(1);
  expect((await openJobs(swiss.id)).map((j) => j.attempts)).toEqual([1, 0]);

  await t.lichess.control('DELETE', '/faults');
  t.clock.advance(3_000);
  await t.runOutbox();
  expect((await openJobs(swiss.id)).length).toBe(0);
  expect(edits).toHaveBeenCalledTimes(2);
  expect(onLichess(lichessId)).toEqual(['demoplayer']);
  expect(await sync(swiss.id)).toEqual({ state: 'synced', error: null, retryAt: null });
});

it('is idempotent: a job applied twice leaves Lichess with the same list', async () => {
  const { swiss, lichessId } = await pushedSwiss();
  await approve(swiss.id, (await register(t, swiss, w.players.queen)).id).expect(200);
  const [job] = await openJobs(swiss.id);
  const worker = createOutboxWorker({
    db: t.db,
    clock: t.clock,
    config: { serviceToken: '' },
    lichess: t.lichess.lichess,
  });
  expect(await worker.apply(job)).toBe(true);
  expect(await worker.apply(job)).toBe(true);
  expect(onLichess(lichessId)).toEqual(['demoplayer', 'queengambit']);
});

it('survives a worker that dies mid-job: the job is tried again once its lease runs out', async () => {
  const { swiss, lichessId } = await pushedSwiss();
  await approve(swiss.id, (await register(t, swiss, w.players.queen)).id).expect(200);
  const worker = createOutboxWorker({
    db: t.db,
    clock: t.clock,
    config: { serviceToken: '' },
    lichess: t.lichess.lichess,
  });
  const claimed = await worker.claim(); // ... and the process dies before applying it
  expect(claimed.map((j) => j.kind)).toContain(ALLOW_LIST_JOB);
  await t.runOutbox();
  expect((await jobsOf(swiss.id)).map((j) => [j.attempts, Boolean(j.doneAt)])).toEqual([[1, false]]);
  expect(await sync(swiss.id)).toEqual({ state: 'syncing', error: null, retryAt: null });
  t.clock.advance(5 * 60_000);
  await t.runOutbox();
  expect((await jobsOf(swiss.id)).map((j) => [j.attempts, Boolean(j.doneAt), j.lastError])).toEqual([[2, true, null]]);
  expect(onLichess(lichessId)).toEqual(['demoplayer', 'queengambit']);
});

it('answers an approval while Lichess hangs, and other requests meanwhile, without waiting on Lichess', async () => {
  const { swiss, lichessId } = await pushedSwiss();
  const queen = await register(t, swiss, w.players.queen);
  await t.lichess.fault('/api/*', 'hang', { times: 100 });
  // Waiting on Lichess once more than allowed would cost another client timeout (2 s here): the bounds
  // below leave that much room for a busy machine and still fail on it.
  const started = Date.now();
  const approved = await approve(swiss.id, queen.id).expect(200);
  // the player checks give up at APPROVAL_CHECK_MS and become warnings; the edit waits in the outbox
  expect(Date.now() - started).toBeLessThan(APPROVAL_CHECK_MS + CLIENT_TIMEOUT_MS);
  expect(approved.body.warnings.join(' ')).toMatch(/could not be checked/);
  expect(await sync(swiss.id)).toMatchObject({ state: 'syncing' });
  // the organizer's page of this tournament asks Lichess who joined, but waits LIVE_LICHESS_MS at most
  // (asked before the worker runs: once the worker's call has failed, the page rightly says "failed")
  const page = Date.now();
  const detail = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
  expect(Date.now() - page).toBeLessThan(LIVE_LICHESS_MS + CLIENT_TIMEOUT_MS);
  expect(detail.body.tournament.lichessSync).toMatchObject({ state: 'syncing' });

  // the worker's call hangs (until the client's timeout), outside any transaction: the database is
  // free, i.e. other requests are answered while that call still hangs
  let workerDone = false;
  const running = t.runOutbox().finally(() => (workerDone = true));
  await new Promise((r) => setTimeout(r, 200));
  await t.get(`/tournaments/${swiss.id}`).expect(200);
  await t.get('/organizer/tournaments', w.anita.id).expect(200);
  await t.get(`/tournaments/${swiss.id}/registrations`).expect(200);
  expect(workerDone).toBe(false);
  await running;
  expect((await jobsOf(swiss.id)).map((j) => j.lastError)).toEqual([expect.stringMatching(/Lichess/)]);

  await t.lichess.control('DELETE', '/faults');
  t.clock.advance(30_000);
  await t.runOutbox();
  expect(onLichess(lichessId)).toEqual(['demoplayer', 'queengambit']);
});

it('catches up with the approvals made while a push was running', async () => {
  const swiss = await paidSwiss(t, w.anita);
  await approve(swiss.id, (await register(t, swiss, w.players.demo)).id).expect(200);
  const queen = await register(t, swiss, w.players.queen);
  // the push sends its list, then an approval lands before the push records the result
  const create = t.lichess.lichess.createSwiss.bind(t.lichess.lichess);
  jest.spyOn(t.lichess.lichess, 'createSwiss').mockImplementation(async (...args) => {
    const created = await create(...args);
    await approve(swiss.id, queen.id).expect(200);
    return created;
  });
  const pushed = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
  const lichessId = pushed.body.lichessTournamentId;
  expect(onLichess(lichessId)).toEqual(['demoplayer']);
  expect((await Tournament.query(t.db).findById(swiss.id))!.lichessAllowList).toEqual(['DemoPlayer', 'QueenGambit']);
  expect(await sync(swiss.id)).toMatchObject({ state: 'syncing' });
  await t.runOutbox();
  expect(onLichess(lichessId)).toEqual(['demoplayer', 'queengambit']);
});

it("names the tournament on the admin's outbox screen, not by its id", async () => {
  const { swiss } = await pushedSwiss();
  await approve(swiss.id, (await register(t, swiss, w.players.queen)).id).expect(200);
  const listed = await t.get('/admin/outbox?limit=50', w.admin.id).expect(200);
  const summaries = (listed.body.jobs as { kind: string; summary: string }[])
    .filter((j) => j.kind === ALLOW_LIST_JOB)
    .map((j) => j.summary);
  expect(summaries).toContainEqual(expect.stringContaining(`Lichess allow-list of “${swiss.name}”`));
  expect(summaries.join('\n')).not.toContain(swiss.id);
});
