import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createCommission, createTournament, createUser } from '../../../../test/support/factories';
import { START, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, OrganizerCommission, type User } from '../../../db/models';

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
    const tournament = await createTournament(t.db, { organizerId: organizer.id, status: 'completed', name: `Cup ${Math.random()}` });
    return createCommission(t.db, tournament, { commissionAmount: '125.50', dueDate: new Date('2026-03-06T00:00:00Z'), ...overrides });
  };

  it('lists commissions with organizer and tournament, filtered by status', async () => {
    const c = await commission({ organizerTransactionId: 'UPI123456' });
    await commission({ status: 'confirmed' });
    const res = await as().get('/admin/commissions').expect(200);
    expect(responseValidator('core', 'get', '/admin/commissions', 200)!(res.body)).toBe(true);
    expect(res.body.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      commissionAmount: '125.50', status: 'pending', organizerTransactionId: 'UPI123456', dueDate: '2026-03-06T00:00:00.000Z',
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
    expect(res.body).toMatchObject({ status: 'confirmed', confirmedBy: admin.id, confirmedAt: START.toISOString(), paidAt: START.toISOString() });
    await as().post(`/admin/commissions/${c.id}/confirm`).expect(409, { message: 'Only a pending or overdue commission can be confirmed' });
    const audit = await AuditLogEntry.query(t.db).where({ entityId: c.id });
    expect(audit).toMatchObject([{ action: 'commission.confirmed', actorId: admin.id, before: { status: 'pending' }, after: { status: 'confirmed' } }]);
  });

  it('refuses a pending commission without a transaction id, and never takes one from the admin for it', async () => {
    const c = await commission();
    await as().post(`/admin/commissions/${c.id}/confirm`).expect(409, { message: 'The organizer has not submitted a transaction ID for this commission yet' });
    await as().post(`/admin/commissions/${c.id}/confirm`, { transactionId: 'UPI000111' }).expect(400);
    expect(await OrganizerCommission.query(t.db).findById(c.id)).toMatchObject({ status: 'pending', organizerTransactionId: null });
  });

  it('confirms an overdue commission with the transaction id the organizer sent the admin', async () => {
    const c = await commission({ status: 'overdue' });
    await as().post(`/admin/commissions/${c.id}/confirm`).expect(409);
    const res = await as().post(`/admin/commissions/${c.id}/confirm`, { transactionId: ' UPI777888 ' }).expect(200);
    expect(res.body).toMatchObject({ status: 'confirmed', organizerTransactionId: 'UPI777888' });
  });

  it('answers 404 for unknown ids and 403 to non-admins', async () => {
    await as().post('/admin/commissions/00000000-0000-4000-8000-000000000000/confirm').expect(404, { message: 'Commission not found' });
    const c = await commission({ organizerTransactionId: 'UPI424242' });
    await actingAs(t, organizer.id).post(`/admin/commissions/${c.id}/confirm`).expect(403);
    await actingAs(t, organizer.id).get('/admin/commissions').expect(403);
    expect(await OrganizerCommission.query(t.db).findById(c.id)).toMatchObject({ status: 'pending' });
  });
});
