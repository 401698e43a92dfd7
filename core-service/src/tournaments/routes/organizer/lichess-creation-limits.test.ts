// Lichess back-off scoped to what was refused, over HTTP: a 429 on a push pauses creations only (team
// checks answer), and the platform account's daily creation budget refuses a push up front, without
// calling Lichess, with a sentence that says how long.
import type { IncomingMessage } from 'node:http';
import { creationBudgetSpent } from '@chess-portal/contracts';
import { createRegistration } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { LichessCreation, Tournament } from '../../../db/models';
import { createJobScheduler, LICHESS_PUSH_RECONCILE_JOB } from '../../../jobs';
import { MESSAGES } from '../../../lichess/client';
import { RECONCILE_AFTER_MS } from '../../../lichess/integration/lichess-push-service';
import { CREATION_COST, CREATION_CREDITS_PER_DAY } from '../../../lichess/integration/creation-budget';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
const seen: string[] = [];
beforeAll(async () => {
  w = await organizerWorld(t);
  t.lichess.sandbox.server.on('request', (req: IncomingMessage) => seen.push(`${req.method} ${req.url}`));
});
afterEach(async () => {
  t.lichess.renew();
  await t.lichess.control('DELETE', '/faults');
  await LichessCreation.query(t.db).delete();
});

const push = (tid: string) => t.post(`/organizer/tournaments/${tid}/push`, {}, w.anita.id);
const verifyTeam = (tid: string) => t.post(`/organizer/tournaments/${tid}/verify-team`, {}, w.anita.id);
const reservedFor = (tid: string) => LichessCreation.query(t.db).where({ tournamentId: tid });

describe('Lichess limits on push', () => {
  it('a 429 on a push leaves team checks answering; the refused push spends no budget', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Limited Swiss' });
    await createRegistration(t.db, swiss.id, w.players.demo.id, { paymentStatus: 'approved' });
    await t.lichess.fault('/api/swiss/new/chess-school', 429, { seconds: 300, method: 'POST' });
    const refused = await push(swiss.id);
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      503,
      { message: MESSAGES.rateLimited },
      '300',
    ]);
    expect(await reservedFor(swiss.id)).toEqual([]);
    // the platform token's team and user reads are not paused
    const team = await verifyTeam(swiss.id).expect(200);
    expect(team.body).toMatchObject({ membersCount: 1, totalPlayers: 1 });
    // nor its other calls; only creations wait, and then the push goes through
    const again = await push(swiss.id);
    expect(again.status).toBe(503);
    t.lichess.clock.advance(300_000);
    const pushed = await push(swiss.id).expect(200);
    expect((await Tournament.query(t.db).findById(swiss.id))!.lichessTournamentId).toBe(
      pushed.body.lichessTournamentId,
    );
    expect(await reservedFor(swiss.id)).toMatchObject([{ account: 'platform', cost: CREATION_COST.swiss }]);
  });

  it("refuses a push up front once the platform account's daily budget is spent, saying how long", async () => {
    const now = t.clock.now().getTime();
    const spent = CREATION_CREDITS_PER_DAY / CREATION_COST.swiss;
    await LichessCreation.query(t.db).insert(
      Array.from({ length: spent }, (_, i) => ({
        account: 'platform',
        cost: CREATION_COST.swiss,
        tournamentId: null,
        createdAt: new Date(now - 23 * 3_600_000 + i * 60_000),
      })),
    );
    const swiss = await paidSwiss(t, w.anita, { name: 'Over Budget Swiss' });
    await createRegistration(t.db, swiss.id, w.players.demo.id, { paymentStatus: 'approved' });
    seen.length = 0;
    const refused = await push(swiss.id);
    // the oldest creation of the day is a day old in 1 hour
    expect([refused.status, refused.body, refused.headers['retry-after']]).toEqual([
      429,
      { message: creationBudgetSpent(true, 3600) },
      '3600',
    ]);
    expect(refused.body.message).toBe(
      "Lichess lets the portal's Lichess account create only a limited number of tournaments a day, and today's are used up. Please push again in 60 minutes, or connect your own Lichess account in your profile and push with it.",
    );
    expect(seen).toEqual([]); // not one call to Lichess
    expect((await Tournament.query(t.db).findById(swiss.id))!.lichessPush).toBeNull();
    // team checks answer meanwhile, and not for a short while only
    expect((await verifyTeam(swiss.id)).status).toBe(200);
    t.clock.advance(60_000);
    expect((await verifyTeam(swiss.id)).status).toBe(200);
    // once the oldest creation is a day old, the push goes through
    t.clock.advance(3600_000 - 60_000);
    await push(swiss.id).expect(200);
  });

  it('takes the day’s credits from LICHESS_CREATION_CREDITS_PER_DAY when set (an account Lichess gave more, a load test)', async () => {
    t.config.lichessCreationCreditsPerDay = CREATION_COST.swiss;
    try {
      const first = await paidSwiss(t, w.anita, { name: 'First Of The Day' });
      await createRegistration(t.db, first.id, w.players.demo.id, { paymentStatus: 'approved' });
      await push(first.id).expect(200);
      const second = await paidSwiss(t, w.anita, { name: 'Second Of The Day' });
      await createRegistration(t.db, second.id, w.players.demo.id, { paymentStatus: 'approved' });
      expect((await push(second.id)).status).toBe(429);
      t.config.lichessCreationCreditsPerDay = CREATION_CREDITS_PER_DAY * 10;
      await push(second.id).expect(200);
    } finally {
      delete t.config.lichessCreationCreditsPerDay;
    }
  });

  it('keeps the budget of a push whose answer was lost until the job knows; gives it back if it never got there', async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Dropped Swiss' });
    await t.lichess.fault('/api/swiss/new/chess-school', 'drop');
    expect((await push(swiss.id)).status).toBe(502);
    expect(await reservedFor(swiss.id)).toHaveLength(1);
    t.clock.advance(RECONCILE_AFTER_MS);
    const jobs = createJobScheduler({
      db: t.db,
      clock: t.clock,
      lichess: t.lichess.lichess,
      lockNamespace: `budget-${process.pid}`,
    });
    expect((await jobs.runNow(LICHESS_PUSH_RECONCILE_JOB)).result).toEqual({ recorded: 0, cleared: 1, failed: 0 });
    expect(await reservedFor(swiss.id)).toEqual([]);
  });
});
