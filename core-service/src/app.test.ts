import { createUser } from '../test/support/factories';
import { SERVICE_TOKEN, useTestApp } from '../test/support/test-app';

const t = useTestApp();

describe('createApp', () => {
  it('answers /health (an alias of /readyz) without the service token', async () => {
    const res = await t.raw().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['content-type']).toBe('application/json');
  });

  it('requires the service token on every other path', async () => {
    const none = await t.raw().get('/tournaments');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Invalid service token' });
    expect(none.headers['content-type']).toBe('application/json');
    const wrong = await t.raw().get('/tournaments').set('Authorization', 'Bearer not-the-token');
    expect(wrong.status).toBe(401);
    const basic = await t
      .raw()
      .post('/auth/login')
      .set('Authorization', `Basic ${SERVICE_TOKEN}`)
      .send({ email: 'a@b.co', password: 'secret1' });
    expect(basic.status).toBe(401);
    expect((await t.get('/tournaments')).status).toBe(200);
  });

  it('answers unknown paths, wrong methods and broken JSON with a { message } body', async () => {
    const missing = await t.get('/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const method = await t.post('/tournaments', {});
    expect(method.status).toBe(405);
    expect(method.body).toEqual({ message: 'Method Not Allowed' });
    const broken = await t
      .raw()
      .post('/auth/login')
      .set('Authorization', `Bearer ${SERVICE_TOKEN}`)
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  describe('acting user (X-Acting-User-Id)', () => {
    it('is required, must exist and must be active (401)', async () => {
      const noHeader = await t.get('/organizer/tournaments');
      expect(noHeader.status).toBe(401);
      expect(noHeader.body).toEqual({ message: 'Authentication required' });
      expect((await t.get('/organizer/tournaments', 'not-a-uuid')).status).toBe(401);
      expect((await t.get('/organizer/tournaments', '00000000-0000-4000-8000-000000000000')).status).toBe(401);
      const inactive = await createUser(t.db, { role: 'organizer', isActive: false });
      expect((await t.get('/organizer/tournaments', inactive.id)).status).toBe(401);
    });

    it('must have the role of the area (403)', async () => {
      const player = await createUser(t.db);
      const organizer = await createUser(t.db, { role: 'organizer' });
      const asPlayer = await t.get('/organizer/tournaments', player.id);
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'You need organizer privileges to access this page' });
      const stats = await t.get('/admin/stats', player.id);
      expect(stats.status).toBe(403);
      expect(stats.body).toEqual({ message: 'Admin access required' });
      expect((await t.get('/admin/stats', organizer.id)).status).toBe(403);
    });
  });
});
