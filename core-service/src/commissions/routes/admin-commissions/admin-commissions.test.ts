import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createCommission, createRegistration, createTournament, createUser } from '../../../../test/support/factories';
import { START, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Notification, OrganizerCommission, OutboxJob, Payout, type User } from '../../../db/models';

const t = useTestApp();

describe('/admin/commissions', () => {
  let admin: User;
  let organizer: User;
  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin' });
    organizer = await createUser(t.db, { role: 'organizer', username: 'club_runner', upiId: 'club@okhdfc' });
  });
  const as = () => actingAs(t, admin.id);
  const commission = async (overrides: Partial<OrganizerCommission> = {}) => {
    const tournament = await createTournament(t.db, {
      organizerId: organizer.id,
      status: 'completed',
      name: `Cup ${Math.random()}`,
    });
    return createCommission(t.db, tournament, {
      commissionAmount: '125.50',
      dueDate: new Date('2026-03-06T00:00:00Z'),
      ...overrides,
    });
  };

  it('lists commissions with organizer and tournament, filtered by status', async () => {
    const c = await commission({ organizerTransactionId: 'UPI123456' });
    await commission({ status: 'confirmed' });
    const res = await as().get('/admin/commissions').expect(200);
    expect(responseValidator('core', 'get', '/admin/commissions', 200)!(res.body)).toBe(true);
    expect(res.body.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      commissionAmount: '125.50',
      status: 'pending',
      organizerTransactionId: 'UPI123456',
      dueDate: '2026-03-06T00:00:00.000Z',
      organizer: { username: 'club_runner', upiId: 'club@okhdfc', email: organizer.email, isActive: true },
      tournament: { name: expect.stringMatching(/^Cup /) },
    });
    const pending = await as().get('/admin/commissions?status=pending').expect(200);
    expect(pending.body.every((x: { status: string }) => x.status === 'pending')).toBe(true);
    await as().get('/admin/commissions?status=paid').expect(400);
  });

  it('confirms a pending commission with a transaction id, once, and audits it', async () => {
    const c = await commission({ organizerTransactionId: 'UPI555666' });
    const res = await as().post(`/admin/commissions/${c.id}/confirm`).expect(200);
    expect(responseValidator('core', 'post', '/admin/commissions/{commissionId}/confirm', 200)!(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      confirmedBy: admin.id,
      confirmedAt: START.toISOString(),
      paidAt: START.toISOString(),
    });
    await as()
      .post(`/admin/commissions/${c.id}/confirm`)
      .expect(409, { message: 'Only a pending or overdue commission can be confirmed' });
    const audit = await AuditLogEntry.query(t.db).where({ entityId: c.id });
    expect(audit).toMatchObject([
      {
        action: 'commission.confirmed',
        actorId: admin.id,
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      },
    ]);
  });

  it('refuses a pending commission without a transaction id, and never takes one from the admin for it', async () => {
    const c = await commission();
    await as()
      .post(`/admin/commissions/${c.id}/confirm`)
      .expect(409, { message: 'The organizer has not submitted a transaction ID for this commission yet' });
    await as().post(`/admin/commissions/${c.id}/confirm`, { transactionId: 'UPI000111' }).expect(400);
    expect(await OrganizerCommission.query(t.db).findById(c.id)).toMatchObject({
      status: 'pending',
      organizerTransactionId: null,
    });
  });

  it('confirms an overdue commission with the transaction id the organizer sent the admin', async () => {
    const c = await commission({ status: 'overdue' });
    await as().post(`/admin/commissions/${c.id}/confirm`).expect(409);
    const res = await as().post(`/admin/commissions/${c.id}/confirm`, { transactionId: ' UPI777888 ' }).expect(200);
    expect(res.body).toMatchObject({ status: 'confirmed', organizerTransactionId: 'UPI777888' });
  });

  it('answers 404 for unknown ids and 403 to non-admins', async () => {
    await as()
      .post('/admin/commissions/00000000-0000-4000-8000-000000000000/confirm')
      .expect(404, { message: 'Commission not found' });
    const c = await commission({ organizerTransactionId: 'UPI424242' });
    await actingAs(t, organizer.id).post(`/admin/commissions/${c.id}/confirm`).expect(403);
    await actingAs(t, organizer.id).get('/admin/commissions').expect(403);
    expect(await OrganizerCommission.query(t.db).findById(c.id)).toMatchObject({ status: 'pending' });
  });

  it("flags a player's UTR used as the commission payment, and confirms it only when the admin says so", async () => {
    const player = await createUser(t.db, { username: 'arjun_k' });
    const swiss = await createTournament(t.db, { organizerId: organizer.id, name: 'Saturday Swiss' });
    await createRegistration(t.db, swiss.id, player.id, {
      paymentId: '417250000101',
      registeredAt: new Date('2026-02-20T05:00:00Z'),
    });
    const c = await commission({ organizerTransactionId: '417250000101' });

    const listed = await as().get('/admin/commissions/search?status=pending').expect(200);
    expect(responseValidator('core', 'get', '/admin/commissions/search', 200)!(listed.body)).toBe(true);
    expect(listed.body.items.find((x: { id: string }) => x.id === c.id).transactionIdUses).toEqual([
      {
        kind: 'registration',
        id: expect.any(String),
        tournamentId: swiss.id,
        tournamentName: 'Saturday Swiss',
        username: 'arjun_k',
        at: '2026-02-20T05:00:00.000Z',
      },
    ]);

    const refused = await as().post(`/admin/commissions/${c.id}/confirm`, {}).expect(409);
    expect(refused.body.message).toBe(
      "This transaction ID is already used: arjun_k's registration for Saturday Swiss (2026-02-20). Check the payment in your bank or UPI app, then confirm anyway only if it really is this commission's.",
    );
    expect(await OrganizerCommission.query(t.db).findById(c.id)).toMatchObject({ status: 'pending' });

    const res = await as().post(`/admin/commissions/${c.id}/confirm`, { confirmReusedTransactionId: true }).expect(200);
    expect(res.body).toMatchObject({ status: 'confirmed', transactionIdUses: [{ kind: 'registration' }] });
    const [entry] = await AuditLogEntry.query(t.db).where({ entityId: c.id, action: 'commission.confirmed' });
    expect(entry!.after).toMatchObject({
      reusedTransactionIdConfirmed: ["arjun_k's registration for Saturday Swiss (2026-02-20)"],
    });
  });

  it('flags a UTR used by another commission or a prize payout, and leaves an unused one alone', async () => {
    const first = await commission({
      organizerTransactionId: '555000111222',
      paidAt: new Date('2026-02-25T00:00:00Z'),
    });
    const second = await commission({ organizerTransactionId: '555000111222' });
    const winner = await createUser(t.db, { username: 'meera_p' });
    const prized = await createTournament(t.db, { organizerId: organizer.id, name: 'Rapid Open' });
    await Payout.query(t.db).insert({
      tournamentId: prized.id,
      playerId: winner.id,
      amount: '500.00',
      rank: 1,
      status: 'sent',
      upiTransactionId: ' 666000 111222 ',
    });
    const paidOut = await commission({ organizerTransactionId: '666000111222' });
    const clean = await commission({ organizerTransactionId: '777000111222' });

    const again = await as().post(`/admin/commissions/${second.id}/confirm`, {}).expect(409);
    expect(again.body.message).toContain("club_runner's commission payment for Cup");
    expect(again.body.message).toContain('(2026-02-25)');
    const payout = await as().post(`/admin/commissions/${paidOut.id}/confirm`, {}).expect(409);
    expect(payout.body.message).toContain('the prize payout to meera_p for Rapid Open');
    const ok = await as().post(`/admin/commissions/${clean.id}/confirm`, {}).expect(200);
    expect(ok.body.transactionIdUses).toEqual([]);
    // the first one's own row is not a use of itself, but the second commission is
    const listed = await as().get('/admin/commissions?status=pending').expect(200);
    expect(listed.body.find((x: { id: string }) => x.id === first.id).transactionIdUses).toMatchObject([
      { kind: 'commission', id: second.id },
    ]);
  });

  it('tells the organizer in the portal and by e-mail when the payment is confirmed', async () => {
    const c = await commission({ organizerTransactionId: '888000111222', commissionAmount: '42.50' });
    await as().post(`/admin/commissions/${c.id}/confirm`, {}).expect(200);
    const [notice] = await Notification.query(t.db)
      .where({ userId: organizer.id, kind: 'commission.confirmed' })
      .whereLike('body', '%888000111222%');
    expect(notice).toMatchObject({ link: '/organizer/commissions' });
    expect(notice!.body).toContain('₹42.50');
    expect(notice!.body).toContain('UTR 888000111222');
    expect(await OutboxJob.query(t.db).where('key', `email:${organizer.email}`)).not.toHaveLength(0);
  });
});
