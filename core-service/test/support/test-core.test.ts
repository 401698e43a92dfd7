import request from 'supertest';
import { createTestCore, demoLogins, type TestCore } from './index';

describe('createTestCore({ now, seedDemo })', () => {
  let core: TestCore;
  const now = '2026-06-10T04:30:00.000Z';
  beforeAll(async () => {
    core = await createTestCore({ now, seedDemo: true });
  });
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
    expect(player.body.user).toMatchObject({ lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true });
  });

  it('seeds two upcoming tournaments (one free, one ₹100) and a completed one with results', async () => {
    const { body } = await call('get', '/tournaments');
    const upcoming = body.tournaments.filter((x: { registrationOpen: boolean }) => x.registrationOpen);
    expect(upcoming.map((x: { entryFee: string }) => x.entryFee).sort()).toEqual(['0.00', '100.00']);
    for (const x of upcoming) expect(new Date(x.startTime).getTime()).toBeGreaterThan(Date.parse(now) + 2 * 86_400_000);
    const completed = body.tournaments.find((x: { status: string }) => x.status === 'completed');
    expect(completed.results.length).toBeGreaterThanOrEqual(3);
    expect(completed.results[0]).toMatchObject({ rank: 1, username: expect.any(String), score: expect.any(Number) });
    expect(body.tournaments.every((x: { organizerUpi: string }) => x.organizerUpi === 'organizer@okaxis')).toBe(true);
  });

  it("gives the demo organizer their tournaments and the admin dashboard numbers", async () => {
    const organizer = await call('get', '/organizer/tournaments', core.demo!.organizerId);
    expect(organizer.body.tournaments).toHaveLength(3);
    const stats = await call('get', '/admin/stats', core.demo!.adminId);
    expect(stats.body).toMatchObject({ totalUsers: 3, totalOrganizers: 1, activeTournaments: 2, pendingCommissions: 1 });
  });

  it('refuses calls without its service token', async () => {
    expect((await request(core.app.callback()).get('/tournaments')).status).toBe(401);
  });
});
