import { responseValidator } from '@chess-portal/contracts/openapi';
import { createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';

const t = useTestApp();

describe('GET /users/{userId}/session-user', () => {
  it('answers the session copy of an active user', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true });
    const res = await t.get(`/users/${user.id}/session-user`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'player',
      teamVerified: true,
      lichessUsername: 'DemoPlayer',
      lichessVerified: true,
    });
    expect(res.body).not.toHaveProperty('password');
    expect(responseValidator('core', 'get', '/users/{userId}/session-user', 200)!(res.body)).toBe(true);
  });

  it('answers 404 for a deactivated or missing user', async () => {
    const inactive = await createUser(t.db, { isActive: false });
    expect((await t.get(`/users/${inactive.id}/session-user`)).status).toBe(404);
    const missing = await t.get('/users/00000000-0000-4000-8000-000000000000/session-user');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'User not found' });
    // a malformed id is refused by the document's `format: uuid` before any lookup
    expect((await t.get('/users/not-a-uuid/session-user')).status).toBe(400);
  });
});
