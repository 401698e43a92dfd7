import { SETUP_BUDGET_MS } from './lifecycle';
import request from 'supertest';
import { isDatabaseEmpty } from '../../seeds/demo';
import { createTestCore, demoLogins, type TestCore } from './index';

describe('createTestCore({ now, seedDemo })', () => {
  let core: TestCore;
  const now = '2026-06-10T04:30:00.000Z';
  beforeAll(async () => {
    core = await createTestCore({ now, seedDemo: true });
  }, SETUP_BUDGET_MS);
  afterAll(() => core.close());

  const call = (method: 'get' | 'post', path: string, actingUserId?: string) => {
    const r = request(core.app.callback())[method](path).set('Authorization', `Bearer ${core.config.serviceToken}`);
    return actingUserId ? r.set('X-Acting-User-Id', actingUserId) : r;
  };

  it('runs a real core with the demo logins', async () => {
    expect(core.clock.now().toISOString()).toBe(now);
    for (const [role, login] of Object.entries(demoLogins)) {
      const res = await call('post', '/auth/login').send({ email: login.email, password: login.password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ username: login.username, role });
    }
    const player = await call('post', '/auth/login').send({ email: 'player@example.com', password: 'player123' });
    expect(player.body.user).toMatchObject({
      lichessUsername: 'DemoPlayer',
      lichessVerified: true,
      teamVerified: true,
    });
  });

  it('seeds two upcoming tournaments (one free, one ₹100) and a completed one with results', async () => {
    const { body } = await call('get', '/tournaments');
    const upcoming = body.tournaments.filter((x: { registrationOpen: boolean }) => x.registrationOpen);
    expect(upcoming.map((x: { entryFee: string }) => x.entryFee).sort()).toEqual(['0.00', '100.00']);
    for (const x of upcoming) expect(new Date(x.startTime).getTime()).toBeGreaterThan(Date.parse(now) + 2 * 86_400_000);
    const completed = body.tournaments.find((x: { status: string }) => x.status === 'completed');
    expect(completed.results.length).toBeGreaterThanOrEqual(3);
    expect(completed.results[0]).toMatchObject({ rank: 1, username: expect.any(String), score: expect.any(Number) });
    const ours = body.tournaments.filter((x: { name: string }) => x.name !== 'Monsoon Rapid Open');
    expect(ours.every((x: { organizerUpi: string }) => x.organizerUpi === 'organizer@okaxis')).toBe(true);
  });

  it('seeds a tournament live now that the demo player is in, on the public, player and organizer screens', async () => {
    const id = core.demo!.liveTournamentId;
    const view = await call('get', `/tournaments/${id}`).expect(200);
    expect(view.body).toMatchObject({ status: 'live', name: 'Chess School Blitz Arena', entryFee: '0.00' });
    expect(new Date(view.body.startTime).getTime()).toBeLessThan(Date.parse(now));
    const mine = await call('get', '/player/registrations', core.demo!.playerId).expect(200);
    const reg = mine.body.registrations.find((r: { tournament: { id: string } }) => r.tournament.id === id);
    expect(reg).toMatchObject({ paymentStatus: 'approved', tournament: { status: 'live' } });
    const organizer = await call('get', '/organizer/tournaments?status=live', core.demo!.organizerId).expect(200);
    expect(organizer.body.tournaments.map((t: { id: string }) => t.id)).toEqual([id]);
  });

  it("seeds an overdue commission of a second, deactivated organizer, listed in the admin's Overdue Commissions", async () => {
    const res = await call('get', '/admin/commissions?status=overdue', core.demo!.adminId).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: core.demo!.overdueCommissionId,
      status: 'overdue',
      commissionAmount: '50.00',
    });
    expect(new Date(res.body[0].dueDate).getTime()).toBeLessThan(Date.parse(now));
    const late = await call('get', '/admin/users/search?q=late_organizer', core.demo!.adminId).expect(200);
    expect(late.body.items).toEqual([
      expect.objectContaining({ id: core.demo!.lateOrganizerId, role: 'organizer', isActive: false }),
    ]);
    // only the second organizer is deactivated: the demo organizer still signs in
    const { email, password } = demoLogins.organizer;
    const demoOrganizer = await call('post', '/auth/login').send({ email, password });
    expect(demoOrganizer.status).toBe(200);
  });

  it('gives the demo organizer their tournaments and the admin dashboard numbers', async () => {
    const organizer = await call('get', '/organizer/tournaments', core.demo!.organizerId);
    expect(organizer.body.tournaments).toHaveLength(4);
    const stats = await call('get', '/admin/stats', core.demo!.adminId);
    expect(stats.body).toMatchObject({
      totalUsers: 4,
      totalOrganizers: 2,
      activeTournaments: 3,
      pendingCommissions: 1,
      overdueCommissions: 1,
      totalCommissionsAmount: '80.00',
    });
  });

  it('is seeded once: the start script finds the database no longer empty', async () => {
    expect(await isDatabaseEmpty(core.db)).toBe(false);
  });

  it('refuses calls without its service token', async () => {
    expect((await request(core.app.callback()).get('/tournaments')).status).toBe(401);
  });
});
