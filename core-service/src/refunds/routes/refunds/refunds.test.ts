// Refunds over HTTP (product.md §10): owed when a paid registration is revoked or withdrawn after
// approval, or its tournament ended or deleted; listed for the organizer; recorded with a 12-digit UTR
// used nowhere else; the player told at each step; the fee out of the commission base.
import { UTR_SHAPE, UTR_USED } from '@chess-portal/contracts';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createCommission } from '../../../../test/support/factories';
import { del, organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Notification, OutboxJob, Refund, Tournament, User } from '../../../db/models';
import { StatementLine, StatementUpload } from '../../../db/models/statement';
import { NOT_YOUR_REFUND, REFUND_ALREADY_SENT } from '../../services/refund-service';

const t = useTestApp();
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
  await User.query(t.db).patch({ upiId: 'demo@okhdfc' }).findById(w.players.demo.id);
});

const join = (tournamentId: string, playerId: string, transactionId: string | null) =>
  t.post(`/tournaments/${tournamentId}/join`, { transactionId }, playerId);
const approve = (tournamentId: string, regId: string) =>
  t.post(`/organizer/tournaments/${tournamentId}/registrations/${regId}/approve`, {}, w.anita.id).expect(200);
const owedList = (actor: string, query = '') => t.get(`/organizer/refunds${query}`, actor).expect(200);
const mailTo = async (to: string) =>
  (await OutboxJob.query(t.db).where({ kind: 'email', key: `email:${to.toLowerCase()}` })).map(
    (job) => (job.payload as { subject: string }).subject,
  );

/** A paid Swiss with two approved players (demo, knight) and one pending (queen). */
async function paidWithPlayers(utrs: [string, string, string], name = 'Saturday Swiss') {
  const swiss = await paidSwiss(t, w.anita, { name });
  const a = (await join(swiss.id, w.players.demo.id, utrs[0]).expect(201)).body.registration;
  const b = (await join(swiss.id, w.players.knight.id, utrs[1]).expect(201)).body.registration;
  const c = (await join(swiss.id, w.players.queen.id, utrs[2]).expect(201)).body.registration;
  await approve(swiss.id, a.id);
  await approve(swiss.id, b.id);
  return { swiss, approved: [a, b], pending: c };
}

describe('refunds owed', () => {
  it('deleting a tournament with paid players keeps a refund per paid player, and tells them', async () => {
    const { swiss } = await paidWithPlayers(['510000000001', '510000000002', '510000000003']);
    const res = await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    expect(res.body.message).toBe(
      'Tournament deleted permanently. Refunds are owed to 2 paid players: see Refunds due.',
    );
    expect(await Tournament.query(t.db).findById(swiss.id)).toBeUndefined();

    const { body } = await owedList(w.anita.id, '?status=owed');
    const mine = body.refunds.filter((r: { tournamentName: string }) => r.tournamentName === 'Saturday Swiss');
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tournamentId: null,
          playerName: w.players.demo.username,
          playerUpiId: 'demo@okhdfc',
          amount: '150.00',
          reason: 'deleted',
          status: 'owed',
          utr: null,
        }),
        expect.objectContaining({ playerName: w.players.knight.username, playerUpiId: null }),
      ]),
    );
    expect(body.paging).toMatchObject({ page: 1 });
    // the pending player paid nothing the organizer accepted: no refund
    expect(await Refund.query(t.db).where({ playerId: w.players.queen.id })).toEqual([]);
    const [notice] = await Notification.query(t.db).where({ userId: w.players.demo.id, kind: 'refund.owed' });
    expect(notice).toMatchObject({ title: 'Refund of ₹150 pending: Saturday Swiss', link: '/me/money' });
    expect(notice.body).toContain('because the organizer deleted the tournament');
    expect(await mailTo(w.players.demo.email)).toContain('Refund of ₹150 pending: Saturday Swiss');
    // another organizer sees none of them
    const other = await owedList(w.ravi.id);
    expect(other.body.refunds).toEqual([]);
    // the player sees it in their money list
    const own = await t.get('/player/money', w.players.demo.id).expect(200);
    expect(own.body.refunds).toEqual([expect.objectContaining({ tournamentName: 'Saturday Swiss', status: 'owed' })]);
    // the player's fee UTR still counts as used, though its registration went with the tournament
    const [kept] = mine;
    const reused = await t.post(`/organizer/refunds/${kept.id}/sent`, { utr: '510000000001' }, w.anita.id).expect(409);
    expect(reused.body.message).toBe(`${UTR_USED} (a registration for Saturday Swiss)`);
  });

  it('ending a tournament owes every paid player and takes their fees out of the commission base', async () => {
    const { swiss } = await paidWithPlayers(['520000000001', '520000000002', '520000000003']);
    expect((await Tournament.query(t.db).findById(swiss.id))!.totalCollected).toBe('300.00');
    const res = await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id).expect(200);
    expect(res.body.message).toContain('Refunds are owed to 2 paid players');
    const after = (await Tournament.query(t.db).findById(swiss.id))!;
    expect({ totalCollected: after.totalCollected, commissionDue: after.commissionDue }).toEqual({
      totalCollected: '0.00',
      commissionDue: '0.00',
    });
    const { body } = await owedList(w.anita.id, `?tournamentId=${swiss.id}`);
    expect(body.refunds.map((r: { reason: string }) => r.reason)).toEqual(['ended', 'ended']);
    expect(await AuditLogEntry.query(t.db).where({ action: 'refund.owed' }).resultSize()).toBeGreaterThanOrEqual(2);
  });

  it('a revoke owes a refund; the remaining fee alone is the commission at completion', async () => {
    const { swiss, approved } = await paidWithPlayers(['530000000001', '530000000002', '530000000003']);
    await t
      .post(
        `/organizer/tournaments/${swiss.id}/registrations/${approved[0].id}/revoke`,
        { reason: 'Wrong section' },
        w.anita.id,
      )
      .expect(200);
    const refunds = await Refund.query(t.db).where({ tournamentId: swiss.id });
    expect(refunds).toEqual([
      expect.objectContaining({ reason: 'revoked', amount: '150.00', playerId: w.players.demo.id }),
    ]);
    await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id).expect(200);
    // 10% of the one fee kept; the refunded one left the base
    expect((await Tournament.query(t.db).findById(swiss.id))!.commissionDue).toBe('15.00');
  });

  it('a player withdrawing an approved registration before the start is owed a refund; a pending one is not', async () => {
    const { swiss, approved, pending } = await paidWithPlayers(['540000000001', '540000000002', '540000000003']);
    await t.post(`/player/registrations/${pending.id}/withdraw`, {}, w.players.queen.id).expect(200);
    await t.post(`/player/registrations/${approved[1].id}/withdraw`, {}, w.players.knight.id).expect(200);
    const refunds = await Refund.query(t.db).where({ tournamentId: swiss.id });
    expect(refunds).toEqual([expect.objectContaining({ reason: 'withdrawn', playerId: w.players.knight.id })]);
    expect((await Tournament.query(t.db).findById(swiss.id))!.totalCollected).toBe('150.00');
  });

  it('a free tournament owes nothing; a completed one is not refunded when deleted', async () => {
    const free = await paidSwiss(t, w.anita, { entryFee: '0.00' });
    const reg = (await join(free.id, w.players.outsider.id, null).expect(201)).body.registration;
    await approve(free.id, reg.id);
    await t.post(`/organizer/tournaments/${free.id}/end`, {}, w.anita.id).expect(200);
    expect(await Refund.query(t.db).where({ tournamentId: free.id })).toEqual([]);

    const done = await paidSwiss(t, w.anita, { status: 'completed' });
    await createCommission(t.db, done, { status: 'confirmed' });
    await del(t, `/organizer/tournaments/${done.id}`, w.anita.id).expect(200);
    expect(await Refund.query(t.db).where({ tournamentName: done.name, createdAt: t.clock.now() })).toEqual([]);
  });
});

describe('recording a refund as sent', () => {
  it('takes a 12-digit UTR used nowhere else, tells the player, and refuses twice', async () => {
    const { swiss } = await paidWithPlayers(['550000000001', '550000000002', '550000000003']);
    await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id).expect(200);
    const [first, second] = (await owedList(w.anita.id, `?tournamentId=${swiss.id}`)).body.refunds;
    const path = (id: string) => `/organizer/refunds/${id}/sent`;

    expect((await t.post(path(first.id), { utr: '12345' }, w.anita.id).expect(400)).body.message).toBe(UTR_SHAPE);
    expect((await t.post(path(first.id), { utr: '' }, w.anita.id).expect(400)).body.message).toBe('UTR is required');
    // a player's entry-fee UTR is not a refund's
    const reused = await t.post(path(first.id), { utr: '550000000002' }, w.anita.id).expect(409);
    expect(reused.body.message).toBe(`${UTR_USED} (a registration for Saturday Swiss)`);
    expect((await t.post(path(first.id), { utr: '660000000001' }, w.ravi.id).expect(403)).body.message).toBe(
      NOT_YOUR_REFUND,
    );
    expect((await t.post(path('nope'), { utr: '660000000001' }, w.anita.id)).status).toBe(404);

    const sent = await t.post(path(first.id), { utr: '6600 0000 0001' }, w.anita.id).expect(200);
    expect(sent.body.refund).toMatchObject({
      status: 'sent',
      utr: '660000000001',
      sentAt: t.clock.now().toISOString(),
    });
    expect((await t.post(path(first.id), { utr: '660000000009' }, w.anita.id).expect(409)).body.message).toBe(
      REFUND_ALREADY_SENT,
    );
    const again = await t.post(path(second.id), { utr: '660000000001' }, w.anita.id).expect(409);
    expect(again.body.message).toBe(`${UTR_USED} (a refund for Saturday Swiss)`);

    const player = first.playerId as string;
    const [notice] = await Notification.query(t.db).where({ userId: player, kind: 'refund.sent' });
    expect(notice.title).toBe('Refund of ₹150 sent: Saturday Swiss');
    expect(notice.body).toContain('UTR 660000000001');
    const own = await t.get('/player/money', player).expect(200);
    expect(own.body.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tournamentName: 'Saturday Swiss', status: 'sent', utr: '660000000001' }),
      ]),
    );
    expect(await AuditLogEntry.query(t.db).findOne({ action: 'refund.sent', entityId: first.id })).toBeTruthy();
    // an admin may record any organizer's refund; a player may not see the list
    await t.post(path(second.id), { utr: '660000000002' }, w.admin.id).expect(200);
    expect((await t.get('/organizer/refunds', w.players.demo.id)).status).toBe(403);
    expect((await t.get('/organizer/refunds?status=lost', w.anita.id)).status).toBe(400);
  });
});

describe("a refund's UTR is a use of its own", () => {
  it('flags a registration paid with it, and counts in the reused ids', async () => {
    const { swiss } = await paidWithPlayers(['570000000001', '570000000002', '570000000003']);
    await t.post(`/organizer/tournaments/${swiss.id}/end`, {}, w.anita.id).expect(200);
    const [first] = (await owedList(w.anita.id, `?tournamentId=${swiss.id}`)).body.refunds;
    await t.post(`/organizer/refunds/${first.id}/sent`, { utr: '670000000001' }, w.anita.id).expect(200);

    // a player joins another tournament with the refund's UTR
    const cup = await paidSwiss(t, w.anita, { name: 'Refund Cup' });
    const reg = (await join(cup.id, w.players.queen.id, '6700 0000 0001').expect(201)).body.registration;
    const detail = await t.get(`/organizer/tournaments/${cup.id}`, w.anita.id).expect(200);
    expect(responseValidator('core', 'get', '/organizer/tournaments/{id}', 200)!(detail.body)).toBe(true);
    const flagged = detail.body.registrations.find((r: { id: string }) => r.id === reg.id);
    expect(flagged.transactionIdMatches).toEqual([
      expect.objectContaining({ kind: 'refund', id: first.id, tournamentName: 'Saturday Swiss' }),
    ]);

    const admin = await t.get('/admin/transaction-ids/reused', w.admin.id).expect(200);
    expect(responseValidator('core', 'get', '/admin/transaction-ids/reused', 200)!(admin.body)).toBe(true);
    const group = admin.body.reused.find((g: { transactionId: string }) => g.transactionId === '670000000001');
    expect(group.uses).toHaveLength(2);
    expect(group.uses.map((u: { kind: string; tournamentName: string }) => [u.kind, u.tournamentName])).toEqual(
      expect.arrayContaining([
        ['refund', 'Saturday Swiss'],
        ['registration', 'Refund Cup'],
      ]),
    );
  });

  it("a deleted tournament's refunded fees and sent refunds stay used, and count in the reused ids", async () => {
    const { swiss } = await paidWithPlayers(['580000000001', '580000000002', '580000000003'], 'Gone Swiss');
    await del(t, `/organizer/tournaments/${swiss.id}`, w.anita.id).expect(200);
    const mine = (await owedList(w.anita.id, '?status=owed')).body.refunds.filter(
      (r: { tournamentName: string; tournamentId: string | null }) =>
        r.tournamentName === 'Gone Swiss' && r.tournamentId === null,
    );
    expect(mine).toHaveLength(2);
    const [sent, other] = mine as { id: string }[];
    await t.post(`/organizer/refunds/${sent.id}/sent`, { utr: '680000000001' }, w.anita.id).expect(200);
    // the refund of a deleted tournament still holds its UTR
    const again = await t.post(`/organizer/refunds/${other.id}/sent`, { utr: '680000000001' }, w.anita.id).expect(409);
    expect(again.body.message).toBe(`${UTR_USED} (a refund for Gone Swiss)`);

    // a new registration with a refunded fee's UTR is flagged as that registration, and listed as reused
    const cup = await paidSwiss(t, w.anita, { name: 'Second Chance Cup' });
    await join(cup.id, w.players.queen.id, '580000000001').expect(201);
    const admin = await t.get('/admin/transaction-ids/reused', w.admin.id).expect(200);
    const group = admin.body.reused.find((g: { transactionId: string }) => g.transactionId === '580000000001');
    expect(group.uses).toHaveLength(2);
    expect(group.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'registration',
          tournamentId: null,
          tournamentName: 'Gone Swiss',
          status: 'refunded',
        }),
        expect.objectContaining({ kind: 'registration', tournamentId: cup.id, status: 'pending' }),
      ]),
    );
  });
});

// last: it tells the demo player of a refund, which the tests above count
describe('refunds owed on rejection', () => {
  it("rejecting a registration whose fee one of the organizer's statements shows arriving owes it back; without one, nothing", async () => {
    const swiss = await paidSwiss(t, w.anita, { name: 'Statement Swiss' });
    const seen = (await join(swiss.id, w.players.demo.id, '510000000091').expect(201)).body.registration;
    const unseen = (await join(swiss.id, w.players.knight.id, '510000000092').expect(201)).body.registration;
    const upload = await StatementUpload.query(t.db).insert({
      organizerId: w.anita.id,
      fileSha256: 'a'.repeat(64),
      fileName: 'hdfc.csv',
      status: 'done',
      progress: 1,
      rowsCount: 2,
      creditsCount: 2,
      createdAt: t.clock.now(),
    });
    // the credit arrived after the tournament was made (an older one is not its fee)
    const { createdAt } = await Tournament.query(t.db).findById(swiss.id).throwIfNotFound();
    const credit = { uploadId: upload.id, txnAt: new Date(createdAt.getTime() + 60_000), amount: '150.00' };
    await StatementLine.query(t.db).insert([
      { ...credit, lineNo: 2, utr: '510000000091', narration: 'UPI/P2A/510000000091/DEMO PLAYER' },
      // the other player's UTR arrived with another amount: not their fee
      { ...credit, lineNo: 3, utr: '510000000092', amount: '15.00', narration: 'UPI/P2A/510000000092/KNIGHT' },
    ]);
    for (const reg of [seen, unseen])
      await t.post(`/organizer/tournaments/${swiss.id}/registrations/${reg.id}/reject`, {}, w.anita.id).expect(200);

    const { body } = await owedList(w.anita.id, '?status=owed');
    const mine = body.refunds.filter((r: { tournamentName: string }) => r.tournamentName === 'Statement Swiss');
    expect(mine).toEqual([
      expect.objectContaining({ playerName: w.players.demo.username, amount: '150.00', reason: 'rejected' }),
    ]);
  });
});
