// Push in three steps (mark "pushing" and commit → call Lichess → record), never holding a transaction
// while Lichess is called: 409 while a push runs, and a push whose answer was lost reconciled by the job.
import { organizerWorld, paidSwiss, del, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { createJobScheduler, LICHESS_PUSH_RECONCILE_JOB } from '../../../jobs';
import { AuditLogEntry, Tournament } from '../../../db/models';
import {
  ALREADY_ON_LICHESS,
  PUSH_RUNNING,
  PUSH_UNCONFIRMED,
  RECONCILE_AFTER_MS,
  RECONCILE_BATCH,
} from '../../../lichess/integration/lichess-push-service';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});
afterEach(() => t.lichess.control('DELETE', '/faults'));

const push = (tid: string) => t.post(`/organizer/tournaments/${tid}/push`, {}, w.anita.id);
const reload = async (id: string) => (await Tournament.query(t.db).findById(id))!;
const reconcile = () =>
  createJobScheduler({ db: t.db, clock: t.clock, lichess: t.lichess.lichess, lockNamespace: `push-${process.pid}` })
    .runNow(LICHESS_PUSH_RECONCILE_JOB)
    .then((run) => run.result);
const sandboxSwisses = async () =>
  ((await t.lichess.control('GET', '/state')) as { swisses: { id: string; name: string }[] }).swisses;

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 2 s');
}

describe('push states', () => {
  it('answers 409 with a sentence while a push runs; nothing waits on Lichess meanwhile', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Hanging Swiss' });
    await t.lichess.fault('/api/swiss/new/chess-school', 'hang');
    let pushAnswered = false;
    const first = push(swiss.id).then((res) => {
      pushAnswered = true;
      return res;
    });
    await until(async () => (await reload(swiss.id)).lichessPush !== null);

    // the mark is committed: other requests run (no transaction or row lock held while Lichess hangs),
    // i.e. they are answered while the push still waits for Lichess (until the client's 2 s timeout)
    await t.get(`/tournaments/${swiss.id}`).expect(200);
    expect(pushAnswered).toBe(false);
    const second = await push(swiss.id);
    expect([second.status, second.body]).toEqual([409, { message: PUSH_RUNNING }]);
    expect((await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id)).body).toEqual({
      message: PUSH_RUNNING,
    });
    expect((await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id)).status).toBe(409);

    // Lichess never answered: the outcome is unknown, so the mark stays for the job
    const res = await first;
    expect([res.status, res.body]).toEqual([502, { message: PUSH_UNCONFIRMED }]);
    expect((await reload(swiss.id)).lichessPush).toMatchObject({ kind: 'swiss', createdBy: 'ChessSchoolHQ' });

    // the sentence promises what the job does: it got there and shows, or Push is available again
    expect(res.body.message).toBe(
      'Lichess did not confirm the push in time. We are checking with Lichess: within a few minutes this page shows the tournament on Lichess if it got there, or Push to Lichess is available again if it did not.',
    );

    // too recent: left alone; once older than RECONCILE_AFTER_MS and not on Lichess: the mark goes
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 0, failed: 0 });
    t.clock.advance(RECONCILE_AFTER_MS);
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 1, failed: 0 });
    expect(await reload(swiss.id)).toMatchObject({ lichessPush: null, lichessTournamentId: null });
    const page = await t.get(`/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(page.body).toMatchObject({ canPushToLichess: true, tournament: { lichessTournamentId: null } });
    const again = await push(swiss.id).expect(200);
    expect(await reload(swiss.id)).toMatchObject({ lichessTournamentId: again.body.lichessTournamentId });
  });

  it('a refusal from Lichess clears the mark at once', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Refused Swiss' });
    await t.lichess.fault('/api/swiss/new/chess-school', 500);
    expect((await push(swiss.id)).status).toBe(502);
    expect((await reload(swiss.id)).lichessPush).toBeNull();
    await push(swiss.id).expect(200);
  });

  it('reconciles a push whose answer was lost: the job finds it on Lichess and records it once', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Lost Answer Swiss' });
    await t.lichess.fault('/api/swiss/new/chess-school', 'lost');
    const res = await push(swiss.id);
    expect([res.status, res.body]).toEqual([502, { message: PUSH_UNCONFIRMED }]);
    const onLichess = (await sandboxSwisses()).filter((s) => s.name === 'Lost Answer Swiss');
    expect(onLichess).toHaveLength(1);
    expect((await push(swiss.id)).body).toEqual({ message: PUSH_RUNNING });

    t.clock.advance(RECONCILE_AFTER_MS);
    expect(await reconcile()).toEqual({ recorded: 1, cleared: 0, failed: 0 });
    expect(await reload(swiss.id)).toMatchObject({
      lichessPush: null,
      lichessIntegration: true,
      lichessType: 'swiss',
      lichessTournamentId: onLichess[0].id,
      lichessAllowList: [],
      lichessSettings: expect.objectContaining({ createdBy: 'ChessSchoolHQ', name: 'Lost Answer Swiss' }),
    });
    const audit = await AuditLogEntry.query(t.db).where({ entityId: swiss.id, action: 'tournament.pushed' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: w.anita.id, after: expect.objectContaining({ reconciled: true }) });

    // a second run changes nothing; a new push is refused as already on Lichess, nothing new created there
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 0, failed: 0 });
    expect((await push(swiss.id)).body).toEqual({ message: ALREADY_ON_LICHESS });
    expect((await sandboxSwisses()).filter((s) => s.name === 'Lost Answer Swiss')).toHaveLength(1);
  });

  it('leaves a mark for the next run when Lichess cannot be asked', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Unasked Swiss' });
    await t.lichess.fault('/api/swiss/new/chess-school', 'lost');
    expect((await push(swiss.id)).status).toBe(502);
    t.clock.advance(RECONCILE_AFTER_MS);
    await t.lichess.fault('/api/team/chess-school/swiss', 503);
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 0, failed: 1 });
    expect((await reload(swiss.id)).lichessPush).not.toBeNull();
    expect(await reconcile()).toEqual({ recorded: 1, cleared: 0, failed: 0 });
  });

  it('reconciles at most RECONCILE_BATCH marked pushes a run, the oldest marks first', async () => {
    const marked: string[] = [];
    for (let i = 0; i < RECONCILE_BATCH + 5; i += 1) {
      const swiss = await paidSwiss(t, w.anita, { name: `Lost Swiss ${i}` });
      await Tournament.query(t.db)
        .patch({
          lichessPush: {
            startedAt: new Date(t.clock.now().getTime() - 10 * 60_000 + i * 1000).toISOString(),
            actorId: w.anita.id,
            kind: 'swiss',
            name: `Lost Swiss ${i}`,
            startsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
            createdBy: 'ChessSchoolHQ',
            allowList: [],
          },
        })
        .findById(swiss.id);
      marked.push(swiss.id);
    }
    t.clock.advance(RECONCILE_AFTER_MS);
    // none of them reached Lichess: a run clears a batch, the oldest marks first; the next run the rest
    expect(await reconcile()).toEqual({ recorded: 0, cleared: RECONCILE_BATCH, failed: 0 });
    const left = await Tournament.query(t.db).whereIn('id', marked).whereNotNull('lichessPush').orderBy('name');
    expect(left.map((x) => x.id).sort()).toEqual(marked.slice(RECONCILE_BATCH).sort());
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 5, failed: 0 });
    expect(await reconcile()).toEqual({ recorded: 0, cleared: 0, failed: 0 });
  });
});
