// Prizes over HTTP (product.md §10): the pool and its split set on the organizer form, payouts computed
// by rank when the results come in (once), winners told, each payout's UTR recorded (a winner without a
// UPI id, or flagged by Lichess, is never paid silently), the admin's outstanding view and the money view.
import { FAIR_PLAY_ACKNOWLEDGE, PRIZE_PERCENT_TOTAL, prizeAmountTotal, UTR_USED } from '@chess-portal/contracts';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { organizerWorld, paidSwiss, register, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Notification, Payout, User } from '../../../db/models';
import { FAIR_PLAY_UNKNOWN, WINNER_WITHOUT_UPI } from '../../services/payout-service';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
  await User.query(t.db).patch({ upiId: 'demo@okhdfc' }).findById(w.players.demo.id);
});
const ok = (method: string, path: string, body: unknown) =>
  expect(responseValidator('core', method, path, 200)!(body)).toBe(true);

const form = {
  title: 'Prize Swiss',
  type: 'swiss',
  starts_at: '2026-03-02T12:00:00.000Z',
  clock_limit: 10,
  clock_increment: 0,
  nb_rounds: 5,
  round_interval: 60,
  entry_fee: '150',
  team_slug: 'chess-school',
};

describe('setting prizes on the organizer form', () => {
  it('stores a pool and its split, shows each place on the detail pages, and refuses splits that do not fit', async () => {
    const bad = await t
      .post(
        '/organizer/tournaments',
        { ...form, prize_pool: '1000', prize_distribution: { mode: 'amount', places: ['500', '300'] } },
        w.anita.id,
      )
      .expect(400);
    expect(bad.body.message).toBe(prizeAmountTotal('800.00', '1000.00'));
    const pct = await t
      .post(
        '/organizer/tournaments',
        { ...form, prize_pool: '1000', prize_distribution: { mode: 'percent', places: ['50', '30'] } },
        w.anita.id,
      )
      .expect(400);
    expect(pct.body.message).toBe(PRIZE_PERCENT_TOTAL);

    const made = await t
      .post(
        '/organizer/tournaments',
        { ...form, prize_pool: '1000', prize_distribution: { mode: 'percent', places: ['33.33', '33.33', '33.34'] } },
        w.anita.id,
      )
      .expect(201);
    const id = made.body.tournament.id;
    const detail = await t.get(`/tournaments/${id}`).expect(200);
    expect(detail.body).toMatchObject({
      prizePool: '1000.00',
      prizeDistribution: {
        mode: 'percent',
        places: ['33.33', '33.33', '33.34'],
        amounts: ['333.30', '333.30', '333.40'],
      },
    });
    // an edit without the prize fields (an older form) keeps them
    const { prize_pool: _p, ...plain } = { ...form, prize_pool: undefined };
    await t.put(`/organizer/tournaments/${id}`, { ...plain, title: 'Prize Swiss 2' }, w.anita.id).expect(200);
    expect((await t.get(`/tournaments/${id}`).expect(200)).body.prizeDistribution.amounts).toHaveLength(3);
  });
});

describe('payouts from the results', () => {
  it('computes payouts by rank once, tells the winners, and records UTRs only when safe', async () => {
    const cheater = await createUser(t.db, {
      lichessUsername: 'MarkedCheater',
      lichessVerified: true,
      teamVerified: true,
    });
    const swiss = await paidSwiss(t, w.anita, {
      name: 'Prize Swiss',
      prizePool: '1000.00',
      prizeDistribution: { mode: 'amount', places: ['500', '300', '200'] },
    });
    for (const p of [cheater, w.players.knight, w.players.demo, w.players.queen]) {
      const reg = await register(t, swiss, p);
      await t.post(`/organizer/tournaments/${swiss.id}/registrations/${reg.id}/approve`, {}, w.anita.id).expect(200);
    }
    const pushed = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
    await t.lichess.finish(pushed.body.lichessTournamentId, [
      { username: 'MarkedCheater', points: 4 },
      { username: 'KnightRider99', points: 3 },
      { username: 'DemoPlayer', points: 2 },
      { username: 'QueenGambit', points: 1 },
    ]);
    await t.post(`/organizer/tournaments/${swiss.id}/fetch-results`, {}, w.anita.id).expect(200);
    await t.post(`/organizer/tournaments/${swiss.id}/fetch-results`, {}, w.anita.id).expect(200); // again: no double

    const list = await t.get(`/organizer/payouts?tournamentId=${swiss.id}`, w.anita.id).expect(200);
    ok('get', '/organizer/payouts', list.body);
    const byName = Object.fromEntries(
      list.body.payouts.map((p: { lichessUsername: string }) => [p.lichessUsername, p]),
    );
    expect(list.body.payouts).toHaveLength(3);
    expect(byName.MarkedCheater).toMatchObject({ rank: 1, amount: '500.00', status: 'owed' });
    expect(byName.KnightRider99).toMatchObject({ rank: 2, amount: '300.00', playerUpiId: null });
    expect(byName.DemoPlayer).toMatchObject({ rank: 3, amount: '200.00', playerUpiId: 'demo@okhdfc' });

    const [won] = await Notification.query(t.db).where({ userId: w.players.knight.id, kind: 'prize.won' });
    expect(won).toMatchObject({ title: 'You won ₹300: Prize Swiss', link: '/me' });
    expect(won.body).toContain('Add your UPI id on your profile');

    const sent = (id: string, body: object) => t.post(`/organizer/payouts/${id}/sent`, body, w.anita.id);
    // the winner without a UPI id is not paid
    expect((await sent(byName.KnightRider99.id, { utr: '770000000001' }).expect(409)).body.message).toBe(
      WINNER_WITHOUT_UPI,
    );
    // a flagged winner needs the organizer's confirmation, and the flag is kept
    await User.query(t.db).patch({ upiId: 'cheat@upi' }).findById(cheater.id);
    const flagged = await sent(byName.MarkedCheater.id, { utr: '770000000002' }).expect(409);
    expect(flagged.body.message).toBe(
      `${FAIR_PLAY_ACKNOWLEDGE}: MarkedCheater is marked on Lichess for a terms-of-service violation.`,
    );
    expect((await Payout.query(t.db).findById(byName.MarkedCheater.id))!.fairPlayFlag).toMatch(/terms-of-service/);
    await sent(byName.MarkedCheater.id, { utr: '770000000002', fairPlayChecked: true }).expect(200);

    // Lichess cannot be asked about the winner: nothing is recorded
    await t.lichess.fault('/api/users', 500, { method: 'POST' });
    const unknown = await sent(byName.DemoPlayer.id, { utr: '770000000003' }).expect(503);
    expect(unknown.body.message).toBe(FAIR_PLAY_UNKNOWN);
    expect((await Payout.query(t.db).findById(byName.DemoPlayer.id))!.status).toBe('owed');

    const paid = await sent(byName.DemoPlayer.id, { utr: '7700 0000 0003' }).expect(200);
    ok('post', '/organizer/payouts/{id}/sent', paid.body);
    expect(paid.body.payout).toMatchObject({ status: 'sent', utr: '770000000003' });
    expect((await sent(byName.DemoPlayer.id, { utr: '770000000004' }).expect(409)).body.message).toMatch(
      /already recorded/,
    );
    expect(
      (await t.post(`/organizer/payouts/${byName.KnightRider99.id}/sent`, { utr: '770000000003' }, w.ravi.id)).status,
    ).toBe(403);
    await User.query(t.db).patch({ upiId: 'knight@upi' }).findById(w.players.knight.id);
    expect((await sent(byName.KnightRider99.id, { utr: '770000000003' }).expect(409)).body.message).toBe(
      `${UTR_USED} (a prize for Prize Swiss)`,
    );

    const [told] = await Notification.query(t.db).where({ userId: w.players.demo.id, kind: 'prize.sent' });
    expect(told.title).toBe('Prize ₹200 sent: Prize Swiss');
    expect(told.body).toContain('UTR 770000000003');
    const mine = await t.get('/player/money', w.players.demo.id).expect(200);
    ok('get', '/player/money', mine.body);
    expect(mine.body.prizes).toEqual([
      expect.objectContaining({ amount: '200.00', status: 'sent', utr: '770000000003' }),
    ]);
    expect(
      await AuditLogEntry.query(t.db).findOne({ action: 'prize.sent', entityId: byName.DemoPlayer.id }),
    ).toBeTruthy();

    // the admin sees what Anita still owes: Knight's prize
    const outstanding = await t.get('/admin/payouts/outstanding', w.admin.id).expect(200);
    ok('get', '/admin/payouts/outstanding', outstanding.body);
    expect(outstanding.body.organizers).toEqual([
      expect.objectContaining({ organizerId: w.anita.id, prizesOwed: 1, prizeAmount: '300.00', refundsOwed: 0 }),
    ]);
    expect((await t.get('/admin/payouts/outstanding', w.anita.id)).status).toBe(403);

    // the money view: 4 × ₹150 collected, ₹700 of prizes sent and ₹300 owed, 10% commission due
    const money = await t.get(`/organizer/tournaments/${swiss.id}/money`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}/money', money.body);
    expect(money.body).toMatchObject({
      collected: '600.00',
      prizesOwed: '300.00',
      prizesSent: '700.00',
      refundsOwed: '0.00',
      commissionDue: '60.00',
      commissionPaid: '0.00',
      net: '-460.00',
    });
  });
});
