import { responseValidator } from '@chess-portal/contracts/openapi';
import {
  createApplication,
  setAdminUpi,
  createCommission,
  createTournament,
  createUser,
} from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp();

describe('GET /admin/stats', () => {
  it('computes the numbers from the database', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const [o1, o2] = [
      await createUser(t.db, { role: 'organizer' }),
      await createUser(t.db, { role: 'organizer', isActive: false }),
    ];
    const players = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const statuses = ['registration', 'open', 'live', 'completed', 'completed', 'cancelled'] as const;
    const tournaments = [];
    for (const status of statuses) tournaments.push(await createTournament(t.db, { organizerId: o1.id, status }));
    await createApplication(t.db, players[0].id);
    await createApplication(t.db, players[1].id);
    await createApplication(t.db, players[2].id, { status: 'rejected' });
    await createCommission(t.db, tournaments[3], { commissionAmount: '12.50', status: 'pending' });
    await createCommission(t.db, tournaments[4], { commissionAmount: '30.25', status: 'overdue', organizerId: o2.id });
    await createCommission(t.db, tournaments[5], { commissionAmount: '99.00', status: 'confirmed' });

    const res = await t.get('/admin/stats', admin.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 6,
      totalOrganizers: 2,
      activeTournaments: 3,
      pendingApplications: 2,
      pendingCommissions: 1,
      totalCommissionsAmount: '42.75',
      overdueCommissions: 1,
      adminUpiSet: false,
    });
    expect(responseValidator('core', 'get', '/admin/stats', 200)!(res.body)).toBe(true);
    // with the admin UPI id set, the dashboard's warning goes away
    await setAdminUpi(t.db, 'platform@okaxis');
    expect((await t.get('/admin/stats', admin.id)).body).toMatchObject({ adminUpiSet: true });
    await setAdminUpi(t.db, null);
  });

  it('answers a zero amount as "0.00" when nothing is owed', async () => {
    await t.db('organizerCommissions').whereIn('status', ['pending', 'overdue']).delete();
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await t.get('/admin/stats', admin.id);
    expect(res.body).toMatchObject({ totalCommissionsAmount: '0.00', pendingCommissions: 0, overdueCommissions: 0 });
  });

  it('keeps the counters while nothing they count moves, and recounts after a write that moves one', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const counts: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/count\(/i.test(q.sql)) counts.push(q.sql);
    };
    t.db.on('query', onQuery);
    try {
      const first = await t.get('/admin/stats', admin.id);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toBeTruthy();
      counts.length = 0;
      const kept = await t.get('/admin/stats', admin.id);
      expect(kept.body).toEqual(first.body);
      const again = await t.get('/admin/stats', admin.id).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      // the home screen's poll: no count of users, tournaments or commissions
      expect(counts).toEqual([]);

      // a new user, a new organizer (a role change) and a tournament that ends each show at once
      const newcomer = await createUser(t.db);
      expect((await t.get('/admin/stats', admin.id)).body.totalUsers).toBe(first.body.totalUsers + 1);
      await t.db('users').where('id', newcomer.id).update({ role: 'organizer' });
      expect((await t.get('/admin/stats', admin.id)).body.totalOrganizers).toBe(first.body.totalOrganizers + 1);
      const cup = await createTournament(t.db, { organizerId: newcomer.id, status: 'live' });
      const before = (await t.get('/admin/stats', admin.id)).body.activeTournaments;
      await t.db('tournaments').where('id', cup.id).update({ status: 'completed' });
      expect((await t.get('/admin/stats', admin.id)).body.activeTournaments).toBe(before - 1);
    } finally {
      t.db.off('query', onQuery);
    }
  });
});
