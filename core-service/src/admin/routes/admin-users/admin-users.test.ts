import { responseValidator } from '@chess-portal/contracts/openapi';
import { actingAs } from '../../../../test/support/acting';
import { createCommission, createTournament, createUser } from '../../../../test/support/factories';
import { START, useTestApp } from '../../../../test/support/test-app';
import { AuditLogEntry, Session, User } from '../../../db/models';
import { putSession } from '../../../accounts/services/session-service';

const t = useTestApp();
const valid = (method: string, path: string, body: unknown) => responseValidator('core', method, path, 200)!(body);

describe('/admin/users', () => {
  let admin: User;
  beforeAll(async () => {
    admin = await createUser(t.db, { role: 'admin', username: 'root_admin' });
  });

  it('lists every user newest first in the contract shape', async () => {
    const older = await createUser(t.db, { createdAt: new Date('2026-01-01T00:00:00Z'), lichessUsername: 'OldTimer' });
    const res = await actingAs(t, admin.id).get('/admin/users').expect(200);
    expect(valid('get', '/admin/users', res.body)).toBe(true);
    const row = res.body.find((u: { id: string }) => u.id === older.id);
    expect(row).toEqual({
      id: older.id, username: older.username, email: older.email, role: 'player', isActive: true, deactivationReason: null,
      lichessUsername: 'OldTimer', lichessVerified: false, upiId: null, createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(res.body.at(-1).id).toBe(older.id);
  });

  it('promotes, demotes and makes admin, recording each change', async () => {
    const user = await createUser(t.db);
    const as = actingAs(t, admin.id);
    const promoted = await as.put(`/admin/users/${user.id}`, { role: 'organizer' }).expect(200);
    expect(promoted.body).toMatchObject({ id: user.id, role: 'organizer' });
    expect(valid('put', '/admin/users/{userId}', promoted.body)).toBe(true);
    await as.put(`/admin/users/${user.id}`, { role: 'organizer' }).expect(409, { message: 'This user is already an organizer' });
    await as.put(`/admin/users/${user.id}`, { role: 'player' }).expect(200);
    await as.put(`/admin/users/${user.id}`, { role: 'admin' }).expect(200);
    const audit = await AuditLogEntry.query(t.db).where({ entityId: user.id, action: 'user.role_changed' }).orderBy('createdAt').orderBy('id');
    expect(audit.map((a) => [a.actorId, a.before, a.after])).toEqual(
      expect.arrayContaining([
        [admin.id, { role: 'player' }, { role: 'organizer' }],
        [admin.id, { role: 'organizer' }, { role: 'player' }],
        [admin.id, { role: 'player' }, { role: 'admin' }],
      ]),
    );
    expect(audit[0].createdAt).toEqual(START);
  });

  it('never changes, blocks or deletes an admin account', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const as = actingAs(t, admin.id);
    const message = { message: 'Admin accounts cannot be changed or deleted' };
    await as.put(`/admin/users/${other.id}`, { role: 'player' }).expect(403, message);
    await as.put(`/admin/users/${other.id}`, { role: 'admin' }).expect(403, message);
    await as.post(`/admin/users/${other.id}/block`).expect(403, message);
    await as.del(`/admin/users/${other.id}`).expect(403, message);
    await as.put(`/admin/users/${admin.id}`, { role: 'player' }).expect(403, message);
    expect(await User.query(t.db).findById(other.id)).toMatchObject({ role: 'admin', isActive: true });
  });

  it('blocks (ending sessions), unblocks and deletes (= deactivates), idempotently', async () => {
    const user = await createUser(t.db, { role: 'organizer' });
    await putSession(t.db, t.clock, 'sid-of-blocked-user', { userId: user.id }, 86_400_000);
    const as = actingAs(t, admin.id);
    const blocked = await as.post(`/admin/users/${user.id}/block`).expect(200);
    expect(blocked.body).toMatchObject({ isActive: false, deactivationReason: 'admin' });
    expect(await Session.query(t.db).where('userId', user.id)).toHaveLength(0);
    await as.post(`/admin/users/${user.id}/block`).expect(200);
    await t.post('/auth/login', { email: user.email, password: 'secret123' }).expect(403, { message: 'Your account has been deactivated. Please contact support.' });
    expect((await as.post(`/admin/users/${user.id}/unblock`).expect(200)).body).toMatchObject({ isActive: true, deactivationReason: null });
    await as.post(`/admin/users/${user.id}/unblock`).expect(200);
    const deleted = await as.del(`/admin/users/${user.id}`).expect(200);
    expect(deleted.body).toMatchObject({ isActive: false });
    expect(await User.query(t.db).findById(user.id)).toBeDefined();
    const changes = await AuditLogEntry.query(t.db).where({ entityId: user.id, action: 'user.activation_changed' });
    expect(changes).toHaveLength(3);
  });

  it('reactivates an organizer deactivated for an overdue commission only once it is confirmed', async () => {
    const organizer = await createUser(t.db, { role: 'organizer', isActive: false, deactivationReason: 'unpaid_commission' });
    const tournament = await createTournament(t.db, { organizerId: organizer.id, status: 'completed' });
    const commission = await createCommission(t.db, tournament, { status: 'overdue', organizerTransactionId: 'UPI998877' });
    const as = actingAs(t, admin.id);
    await as.post(`/admin/users/${organizer.id}/unblock`).expect(409, {
      message: 'This organizer has an overdue commission. Confirm its payment before reactivating the account.',
    });
    await as.post(`/admin/commissions/${commission.id}/confirm`).expect(200);
    expect((await as.post(`/admin/users/${organizer.id}/unblock`).expect(200)).body).toMatchObject({ isActive: true });
  });

  it('answers 404 for unknown users and 400 for a bad role', async () => {
    const as = actingAs(t, admin.id);
    await as.post('/admin/users/00000000-0000-4000-8000-000000000000/block').expect(404, { message: 'User not found' });
    await as.post('/admin/users/not-a-uuid/unblock').expect(404);
    const user = await createUser(t.db);
    expect((await as.put(`/admin/users/${user.id}`, { role: 'king' }).expect(400)).body.message).toBeTruthy();
    expect((await as.put(`/admin/users/${user.id}`, { role: 'organizer', isActive: true }).expect(400)).body.message).toBeTruthy();
  });

  it('refuses non-admins (403) and unknown or inactive acting users (401)', async () => {
    const organizer = await createUser(t.db, { role: 'organizer' });
    const player = await createUser(t.db);
    const inactiveAdmin = await createUser(t.db, { role: 'admin', isActive: false });
    await actingAs(t, organizer.id).get('/admin/users').expect(403, { message: 'Admin access required' });
    await actingAs(t, organizer.id).post(`/admin/users/${player.id}/block`).expect(403);
    await actingAs(t, player.id).put(`/admin/users/${player.id}`, { role: 'admin' }).expect(403);
    await actingAs(t, inactiveAdmin.id).get('/admin/users').expect(401);
    await t.get('/admin/users').expect(401);
    expect(await User.query(t.db).findById(player.id)).toMatchObject({ role: 'player', isActive: true });
  });
});
