import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { Session, User } from '../../../db/models';

const t = useTestApp();
const HOUR = 3_600_000;

describe('sessions', () => {
  it('stores a session and answers it until it expires', async () => {
    const user = await createUser(t.db);
    expect((await t.put('/sessions/sess-alpha-1', { data: { userId: user.id }, maxAgeMs: HOUR })).status).toBe(204);
    const res = await t.get('/sessions/sess-alpha-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { userId: user.id },
      expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });

    t.clock.advance(HOUR - 1000);
    expect((await t.get('/sessions/sess-alpha-1')).status).toBe(200);
    t.clock.advance(1000);
    const expired = await t.get('/sessions/sess-alpha-1');
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({ message: 'Session not found' });
    expect(await Session.query(t.db).findById('sess-alpha-1')).toBeUndefined();
  });

  it('replaces the data and expiry on a second PUT', async () => {
    await t.put('/sessions/sess-beta-1', { data: { note: 'anonymous' }, maxAgeMs: HOUR });
    const user = await createUser(t.db);
    await t.put('/sessions/sess-beta-1', { data: { userId: user.id }, maxAgeMs: 2 * HOUR });
    const res = await t.get('/sessions/sess-beta-1');
    expect(res.body.data).toEqual({ userId: user.id });
    expect(res.body.expiresAt).toBe(new Date(t.clock.now().getTime() + 2 * HOUR).toISOString());
  });

  it('prunes every expired session when one is stored', async () => {
    await t.put('/sessions/sess-old-1', { data: {}, maxAgeMs: 1000 });
    await t.put('/sessions/sess-old-2', { data: {}, maxAgeMs: 1000 });
    t.clock.advance(5000);
    await t.put('/sessions/sess-new-1', { data: {}, maxAgeMs: HOUR });
    const left = await Session.query(t.db).whereIn('sid', ['sess-old-1', 'sess-old-2', 'sess-new-1']);
    expect(left.map((s) => s.sid)).toEqual(['sess-new-1']);
  });

  it('deletes a session (and answers 204 when it was already gone)', async () => {
    await t.put('/sessions/sess-gamma-1', { data: {}, maxAgeMs: HOUR });
    expect((await t.del('/sessions/sess-gamma-1')).status).toBe(204);
    expect((await t.get('/sessions/sess-gamma-1')).status).toBe(404);
    expect((await t.del('/sessions/sess-gamma-1')).status).toBe(204);
  });

  it('ends every session of one user, and only theirs', async () => {
    const [anita, ravi] = [await createUser(t.db), await createUser(t.db)];
    await t.put('/sessions/anita-laptop', { data: { userId: anita.id }, maxAgeMs: HOUR });
    await t.put('/sessions/anita-phone1', { data: { userId: anita.id }, maxAgeMs: HOUR });
    await t.put('/sessions/ravi-laptop1', { data: { userId: ravi.id }, maxAgeMs: HOUR });
    expect((await t.del(`/users/${anita.id}/sessions`)).status).toBe(204);
    expect((await t.get('/sessions/anita-laptop')).status).toBe(404);
    expect((await t.get('/sessions/anita-phone1')).status).toBe(404);
    expect((await t.get('/sessions/ravi-laptop1')).status).toBe(200);
  });

  it('refuses a session for a user that does not exist, and malformed bodies', async () => {
    const ghost = await t.put('/sessions/sess-ghost-1', {
      data: { userId: '00000000-0000-4000-8000-000000000000' },
      maxAgeMs: HOUR,
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body).toEqual({ message: 'data.userId must be the id of an existing user' });
    expect((await t.put('/sessions/sess-ghost-2', { data: { userId: 42 }, maxAgeMs: HOUR })).status).toBe(400);
    expect((await t.put('/sessions/sess-short', { data: {}, maxAgeMs: 10 })).status).toBe(400);
    expect((await t.put('/sessions/sess-nodata', { maxAgeMs: HOUR })).status).toBe(400);
    expect((await t.get('/sessions/short')).status).toBe(400);
  });

  it('GET /sessions/{sid}/user answers the session and its active user in one call, user null once deactivated', async () => {
    const user = await createUser(t.db);
    await t.put('/sessions/sess-who-1', { data: { userId: user.id }, maxAgeMs: HOUR });
    const res = await t.get('/sessions/sess-who-1/user');
    expect(res.status).toBe(200);
    expect(responseValidator('core', 'get', '/sessions/{sid}/user', 200)!(res.body)).toBe(true);
    expect(res.body).toEqual({
      data: { userId: user.id },
      expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
      user: expect.objectContaining({ id: user.id, username: user.username, role: 'player' }),
    });
    await User.query(t.db).patchAndFetchById(user.id, { isActive: false });
    expect((await t.get('/sessions/sess-who-1/user')).body.user).toBeNull();
    await t.put('/sessions/sess-anon-1', { data: { note: 'anonymous' }, maxAgeMs: HOUR });
    expect((await t.get('/sessions/sess-anon-1/user')).body).toMatchObject({ data: { note: 'anonymous' }, user: null });
    expect((await t.get('/sessions/sess-none-1/user')).status).toBe(404);
  });
});
