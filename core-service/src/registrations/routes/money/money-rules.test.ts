// The money rules over HTTP: the commission base frozen at completion and the admin's
// adjustment, transaction ids (normalised, unique per tournament, flagged across the platform),
// revoke and withdraw, the start-time window, the fee lock and the organizer's UPI id.
import {
  FEE_LOCKED,
  ORGANIZER_UPI_MISSING,
  PAID_ADD_PLAYER_NOTE,
  REVOKE_REASON_REQUIRED,
  START_TIME_TOO_FAR,
  START_TIME_TOO_SOON,
  TRANSACTION_ID_NOT_UPI,
  TRANSACTION_ID_USED_IN_TOURNAMENT,
  UPI_ID_REQUIRED_FOR_PAID,
} from '@chess-portal/contracts';
import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { joinOnLichess, organizerWorld, paidSwiss, type OrganizerWorld } from '../../../../test/support/organizer';
import { useTestApp } from '../../../../test/support/test-app';
import {
  AuditLogEntry,
  CommissionAdjustment,
  Notification,
  OrganizerCommission,
  OutboxJob,
  Registration,
  Tournament,
} from '../../../db/models';
import { REVOKE_AFTER_START } from '../../services/revoke-service';

const t = useTestApp({ lichess: true });
let w: OrganizerWorld;
beforeAll(async () => {
  w = await organizerWorld(t);
});

const ok = (method: string, path: string, status: number, body: unknown) =>
  expect(responseValidator('core', method, path, status)!(body)).toBe(true);
const join = (tournamentId: string, playerId: string, transactionId: string | null) =>
  t.post(`/tournaments/${tournamentId}/join`, { transactionId }, playerId);
const review = (tournamentId: string, regId: string, verb: string, body: object = {}) =>
  t.post(`/organizer/tournaments/${tournamentId}/registrations/${regId}/${verb}`, body, w.anita.id);
/** The e-mails queued in the outbox for one address, by subject. */
const queuedMail = async (to: string, subject: string) =>
  (await OutboxJob.query(t.db).where({ kind: 'email', key: `email:${to.toLowerCase()}` }))
    .map((job) => job.payload as { subject: string; text: string })
    .filter((mail) => mail.subject === subject);
const money = async (id: string) => {
  const row = await Tournament.query(t.db).findById(id).throwIfNotFound();
  return { totalCollected: row.totalCollected, commissionDue: row.commissionDue };
};

describe('the commission base is frozen at completion', () => {
  it('refuses approve, reject and revoke once completed; an admin adjustment is its own audited line', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const first = (await join(swiss.id, w.players.demo.id, '412345678901').expect(201)).body.registration;
    const late = (await join(swiss.id, w.players.knight.id, '412345678902').expect(201)).body.registration;
    await review(swiss.id, first.id, 'approve').expect(200);
    await t.post(`/organizer/tournaments/${swiss.id}/close`, {}, w.anita.id).expect(200);
    expect(await money(swiss.id)).toEqual({ totalCollected: '150.00', commissionDue: '15.00' });
    // the organizer is told the commission is owed; without the admin UPI id, that no deadline runs yet
    const [owed] = await Notification.query(t.db).where({ userId: w.anita.id, kind: 'commission.owed' });
    expect(owed!.body).toBe(
      `The platform commission of ₹15.00 for ${swiss.name} is owed. The platform has not set its UPI ID yet, so no deadline runs: you will be told when it can be paid.`,
    );
    expect(await queuedMail(w.anita.email, `Commission owed: ${swiss.name}`)).toHaveLength(1);

    const refused = await review(swiss.id, late.id, 'approve').expect(409);
    expect(refused.body.message).toBe(
      'This tournament is completed and its commission is set from the approved fees, so registrations can no longer be approved. An admin can record a commission adjustment if a correction is needed.',
    );
    expect((await review(swiss.id, late.id, 'reject').expect(409)).body.message).toMatch(/can no longer be rejected/);
    expect((await review(swiss.id, first.id, 'revoke', { reason: 'x' }).expect(409)).body.message).toMatch(
      /can no longer be revoked/,
    );
    expect(await money(swiss.id)).toEqual({ totalCollected: '150.00', commissionDue: '15.00' });
    expect((await Registration.query(t.db).findById(late.id))!.paymentStatus).toBe('pending');

    const commission = await OrganizerCommission.query(t.db).findOne({ tournamentId: swiss.id }).throwIfNotFound();
    await OrganizerCommission.query(t.db)
      .patch({ status: 'confirmed', organizerTransactionId: '998877665544' })
      .findById(commission.id);
    const path = `/admin/commissions/${commission.id}/adjustments`;
    expect((await t.post(path, { amount: '0', reason: 'x' }, w.admin.id).expect(400)).body.message).toMatch(/non-zero/);
    expect((await t.post(path, { amount: '15', reason: 'x' }, w.anita.id)).status).toBe(403);
    const adjusted = await t.post(
      path,
      { amount: '15', reason: 'Late joiner approved outside the portal' },
      w.admin.id,
    );
    expect(adjusted.status).toBe(201);
    ok('post', '/admin/commissions/{commissionId}/adjustments', 201, adjusted.body);
    expect(adjusted.body).toMatchObject({
      commissionAmount: '30.00',
      status: 'pending',
      adjustments: [{ amount: '15.00', reason: 'Late joiner approved outside the portal', adminId: w.admin.id }],
    });
    expect((await money(swiss.id)).commissionDue).toBe('30.00');
    const audit = await AuditLogEntry.query(t.db).findOne({ action: 'commission.adjusted', entityId: commission.id });
    expect(audit?.actorId).toBe(w.admin.id);
    expect((await t.post(path, { amount: '-40', reason: 'x' }, w.admin.id).expect(409)).body.message).toBe(
      'An adjustment cannot take a commission below ₹0',
    );
    // a double click (one Idempotency-Key) books one line; the retry gets the first answer
    const click = () =>
      t
        .post(path, { amount: '5', reason: 'Double-clicked correction' }, w.admin.id)
        .set('Idempotency-Key', 'adjust-double-click-1');
    const [clicked, again] = [await click(), await click()];
    expect([clicked.status, again.status, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.body).toEqual(clicked.body);
    const booked = await CommissionAdjustment.query(t.db).where({
      commissionId: commission.id,
      reason: 'Double-clicked correction',
    });
    expect(booked).toHaveLength(1);
  });

  it('keeps approvals during play: a late joiner of a live tournament counts', async () => {
    const swiss = await paidSwiss(t, w.anita, { status: 'live' });
    const reg = await Registration.query(t.db).insert({
      tournamentId: swiss.id,
      playerId: w.players.queen.id,
      paymentId: '512345678901',
      registeredAt: t.clock.now(),
    });
    await review(swiss.id, reg.id, 'approve').expect(200);
    expect(await money(swiss.id)).toEqual({ totalCollected: '150.00', commissionDue: '15.00' });
  });
});

describe('transaction ids', () => {
  it('normalises, warns on a non-UPI shape and refuses a reuse inside the tournament', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const res = await join(swiss.id, w.players.demo.id, ' 6123 4567 8901 ').expect(201);
    ok('post', '/tournaments/{tournamentId}/join', 201, res.body);
    expect(res.body.registration.paymentId).toBe('612345678901');
    expect(res.body.warnings).toEqual([]);
    const reused = await join(swiss.id, w.players.knight.id, '612345678901').expect(409);
    expect(reused.body.message).toBe(TRANSACTION_ID_USED_IN_TOURNAMENT);
    const odd = await join(swiss.id, w.players.queen.id, 'utr abc 123').expect(201);
    expect(odd.body.registration.paymentId).toBe('UTRABC123');
    expect(odd.body.warnings).toEqual([TRANSACTION_ID_NOT_UPI]);
  });

  it('flags an id used in another tournament and for a commission; approving it needs a confirmation', async () => {
    const first = await paidSwiss(t, w.anita, { name: 'First Cup' });
    const second = await paidSwiss(t, w.anita, { name: 'Second Cup' });
    await join(first.id, w.players.demo.id, '712345678901').expect(201);
    const reg = (await join(second.id, w.players.knight.id, '7123 4567 8901').expect(201)).body.registration;
    const done = await paidSwiss(t, w.anita, { name: 'Done Cup', status: 'completed' });
    await OrganizerCommission.query(t.db).insert({
      tournamentId: done.id,
      organizerId: w.anita.id,
      commissionAmount: '15.00',
      organizerTransactionId: '712345678901',
      status: 'pending',
      createdAt: t.clock.now(),
    });

    const detail = await t.get(`/organizer/tournaments/${second.id}`, w.anita.id).expect(200);
    ok('get', '/organizer/tournaments/{id}', 200, detail.body);
    const flagged = detail.body.registrations.find((r: { id: string }) => r.id === reg.id);
    expect(flagged.transactionIdMatches).toEqual([
      expect.objectContaining({ kind: 'registration', tournamentName: 'First Cup', username: w.players.demo.username }),
      expect.objectContaining({ kind: 'commission', tournamentName: 'Done Cup', username: w.anita.username }),
    ]);

    const refused = await review(second.id, reg.id, 'approve').expect(409);
    // who used it, and whether it is the same player (issue 26 item 6)
    expect(refused.body.message).toMatch(
      new RegExp(
        `^Same transaction ID as ${w.players.demo.username}'s registration for First Cup \\(2026-03-01\\): a different player; Same transaction ID as ${w.anita.username}'s commission payment for Done Cup`,
      ),
    );
    expect(refused.body.message).toMatch(/confirm to approve anyway\.$/);
    await review(second.id, reg.id, 'approve', { confirmReusedTransactionId: true }).expect(200);
    // the same player reusing his own id reads differently from two players sharing one
    const third = await paidSwiss(t, w.anita, { name: 'Third Cup' });
    const own = (await join(third.id, w.players.demo.id, '712345678901').expect(201)).body.registration;
    // (the uses are in time order; First and Second Cup were made at the same instant, in either order)
    const ownUse = (await review(third.id, own.id, 'approve').expect(409)).body.message;
    expect(ownUse).toContain(
      "Same transaction ID as this player's own registration for First Cup (2026-03-01): the same player",
    );
    expect(ownUse).toContain(
      `Same transaction ID as ${w.players.knight.username}'s registration for Second Cup (2026-03-01): a different player`,
    );

    const admin = await t.get('/admin/transaction-ids/reused', w.admin.id).expect(200);
    ok('get', '/admin/transaction-ids/reused', 200, admin.body);
    const group = admin.body.reused.find((g: { transactionId: string }) => g.transactionId === '712345678901');
    expect(group.uses.map((u: { kind: string; tournamentName: string }) => [u.kind, u.tournamentName])).toEqual(
      expect.arrayContaining([
        ['registration', 'First Cup'],
        ['registration', 'Second Cup'],
        ['commission', 'Done Cup'],
      ]),
    );
    expect((await t.get('/admin/transaction-ids/reused', w.anita.id)).status).toBe(403);
  });
});

describe('revoke and withdraw', () => {
  it('revokes an approved registration before the start: off the allow-list, e-mailed, audited, fee out', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const reg = (await join(swiss.id, w.players.demo.id, '812345678901').expect(201)).body.registration;
    const pending = (await join(swiss.id, w.players.knight.id, '812345678902').expect(201)).body.registration;
    await review(swiss.id, reg.id, 'approve').expect(200);
    await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
    expect((await Tournament.query(t.db).findById(swiss.id))!.lichessAllowList).toContain('DemoPlayer');

    expect((await review(swiss.id, reg.id, 'revoke', { reason: ' ' }).expect(400)).body.message).toBe(
      REVOKE_REASON_REQUIRED,
    );
    expect((await review(swiss.id, pending.id, 'revoke', { reason: 'x' }).expect(409)).body.message).toBe(
      'Only approved registrations can be revoked (this one is pending)',
    );
    const res = await review(swiss.id, reg.id, 'revoke', { reason: 'The payment never arrived' }).expect(200);
    ok('post', '/organizer/tournaments/{id}/registrations/{regId}/revoke', 200, res.body);
    expect(res.body.registration).toMatchObject({
      paymentStatus: 'revoked',
      revokeReason: 'The payment never arrived',
    });
    expect(await money(swiss.id)).toEqual({ totalCollected: '0.00', commissionDue: '0.00' });
    expect((await Tournament.query(t.db).findById(swiss.id))!.lichessAllowList).not.toContain('DemoPlayer');
    // told like approve and reject: in the list, and by e-mail through the outbox
    const notices = await Notification.query(t.db).where({ userId: w.players.demo.id, kind: 'registration.revoked' });
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Approval revoked: Sunday Swiss',
        body: expect.stringContaining('Reason: The payment never arrived'),
        link: `/tournaments/${swiss.id}`,
      }),
    ]);
    const [mail, ...more] = await queuedMail(w.players.demo.email, 'Approval revoked: Sunday Swiss');
    expect(more).toEqual([]);
    expect(mail.text).toContain('Reason: The payment never arrived');
    expect(mail.text).toContain('You can no longer join it on Lichess');
    expect(await AuditLogEntry.query(t.db).findOne({ action: 'registration.revoked', entityId: reg.id })).toBeTruthy();
    // the seat is free again: the player may register once more
    await join(swiss.id, w.players.demo.id, '812345678903').expect(201);
  });

  it('refuses a revoke from the start on', async () => {
    const swiss = await paidSwiss(t, w.anita, { startTime: new Date(t.clock.now().getTime() + 3_600_000) });
    const reg = (await join(swiss.id, w.players.queen.id, '912345678901').expect(201)).body.registration;
    await review(swiss.id, reg.id, 'approve').expect(200);
    const started = await paidSwiss(t, w.anita, { startTime: new Date(t.clock.now().getTime() - 60_000) });
    const inPlay = await Registration.query(t.db).insert({
      tournamentId: started.id,
      playerId: w.players.queen.id,
      paymentId: '912345678902',
      paymentStatus: 'approved',
      registeredAt: t.clock.now(),
    });
    expect((await review(started.id, inPlay.id, 'revoke', { reason: 'late' }).expect(409)).body.message).toBe(
      REVOKE_AFTER_START,
    );
    // a player who switched these e-mails off still finds the notice in the list, but gets no e-mail
    await t
      .put(
        '/account/notification-preferences',
        { preferences: [{ kind: 'registration.revoked', email: false }] },
        w.players.queen.id,
      )
      .expect(200);
    await review(swiss.id, reg.id, 'revoke', { reason: 'Duplicate entry' }).expect(200);
    const notices = await Notification.query(t.db).where({ userId: w.players.queen.id, kind: 'registration.revoked' });
    expect(notices.map((n) => n.body)).toEqual([expect.stringContaining('Reason: Duplicate entry')]);
    expect(await queuedMail(w.players.queen.email, 'Approval revoked: Sunday Swiss')).toEqual([]);
  });

  it('lets a player withdraw their own pending registration', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const mine = (await join(swiss.id, w.players.outsider.id, '312345678901').expect(201)).body.registration;
    const path = `/player/registrations/${mine.id}/withdraw`;
    expect((await t.post(path, {}, w.players.demo.id)).status).toBe(403);
    const res = await t.post(path, {}, w.players.outsider.id).expect(200);
    ok('post', '/player/registrations/{regId}/withdraw', 200, res.body);
    expect(res.body).toMatchObject({ message: 'Registration withdrawn', registration: { paymentStatus: 'withdrawn' } });
    expect((await t.post(path, {}, w.players.outsider.id).expect(409)).body.message).toBe(
      'Only pending or approved registrations can be withdrawn (this one is withdrawn)',
    );
    expect(
      await AuditLogEntry.query(t.db).findOne({ action: 'registration.withdrawn', entityId: mine.id }),
    ).toBeTruthy();
    expect((await t.post('/player/registrations/nope/withdraw', {}, w.players.outsider.id)).status).toBe(404);
    await join(swiss.id, w.players.outsider.id, '312345678901').expect(201);
  });
});

describe('dates and fees', () => {
  const body = {
    title: 'Weekend Rapid',
    type: 'arena',
    starts_at: '2026-07-12T16:00',
    clock_limit: 15,
    clock_increment: 10,
    entry_fee: '0',
  };
  const legacy = {
    name: 'Legacy Cup',
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 16,
    startTime: '2026-07-12T16:00',
  };

  it('takes start times from 10 minutes to 1 year ahead on create (both forms) and edit', async () => {
    for (const [starts_at, message] of [
      ['1899-01-01T10:00', START_TIME_TOO_SOON],
      ['1970-01-01T10:00', START_TIME_TOO_SOON],
      ['2026-03-01T12:05', START_TIME_TOO_SOON],
      ['9999-01-01T10:00', START_TIME_TOO_FAR],
      ['2027-03-02T12:00', START_TIME_TOO_FAR],
    ]) {
      expect(
        (await t.post('/organizer/tournaments', { ...body, starts_at }, w.anita.id).expect(400)).body.message,
      ).toBe(message);
      const old = await t.post('/organizer/tournaments/legacy', { ...legacy, startTime: starts_at }, w.anita.id);
      expect({ status: old.status, message: old.body.message }).toEqual({ status: 400, message });
    }
    await t.post('/organizer/tournaments', { ...body, starts_at: '2026-03-01T12:10' }, w.anita.id).expect(201);
    const created = await t.post('/organizer/tournaments/legacy', legacy, w.anita.id).expect(201);
    const put = (starts_at: string) =>
      t.put(`/organizer/tournaments/${created.body.id}`, { ...body, starts_at }, w.anita.id);
    expect((await put('2026-02-01T10:00').expect(400)).body.message).toBe(START_TIME_TOO_SOON);
    await put('2026-07-12T16:00').expect(200);
    // an unchanged start is kept even once it is near (only a changed start is checked)
    t.clock.set(new Date('2026-07-12T10:25:00.000Z'));
    try {
      await put('2026-07-12T16:00').expect(200);
    } finally {
      t.clock.set(new Date('2026-03-01T06:30:00.000Z'));
    }
  });

  it('locks the fee once a registration is approved', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const edit = (entry_fee: string) =>
      t.put(
        `/organizer/tournaments/${swiss.id}`,
        { ...body, type: 'swiss', team_slug: 'chess-school', starts_at: '2026-07-10T18:00', entry_fee },
        w.anita.id,
      );
    await edit('200').expect(200);
    const reg = (await join(swiss.id, w.players.demo.id, '212345678901').expect(201)).body.registration;
    await review(swiss.id, reg.id, 'approve').expect(200);
    expect((await edit('250').expect(409)).body.message).toBe(FEE_LOCKED);
    await edit('200.00').expect(200);
  });

  it("needs the organizer's UPI id for a paid tournament before registrations open", async () => {
    expect(
      (await t.post('/organizer/tournaments', { ...body, entry_fee: '100' }, w.ravi.id).expect(409)).body.message,
    ).toBe(UPI_ID_REQUIRED_FOR_PAID);
    await t.post('/organizer/tournaments', body, w.ravi.id).expect(201);
    const unpayable = await paidSwiss(t, w.ravi);
    const player = await createUser(t.db, { teamVerified: true, lichessUsername: 'Knight2' });
    expect((await join(unpayable.id, player.id, '112345678901').expect(409)).body.message).toBe(ORGANIZER_UPI_MISSING);
  });
});

describe('legacy add-player on a paid Swiss', () => {
  it('is an allow-list edit, not a registration: no transaction id asked, no fee recorded, and it says so', async () => {
    const swiss = await paidSwiss(t, w.anita);
    const pushed = await t.post(`/organizer/tournaments/${swiss.id}/push`, {}, w.anita.id).expect(200);
    const lichessId = pushed.body.lichessTournamentId;
    const res = await t
      .post('/lichess/swiss/add-player', { lichessId, username: 'queengambit' }, w.anita.id)
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: `QueenGambit can now join the tournament on Lichess (players join it themselves). ${PAID_ADD_PLAYER_NOTE}`,
      allowList: ['QueenGambit'],
    });
    expect(await Registration.query(t.db).where({ tournamentId: swiss.id }).resultSize()).toBe(0);
    expect(await money(swiss.id)).toEqual({ totalCollected: '0.00', commissionDue: '0.00' });
    await t.runOutbox();
    expect(await joinOnLichess(t, 'swiss', lichessId, 'QueenGambit')).toBe('ok');
  });
});
