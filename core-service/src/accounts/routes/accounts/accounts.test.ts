import { responseValidator } from '@chess-portal/contracts/openapi';
import { createApplication, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { User } from '../../../db/models';
import { verifyPassword } from '../../services/password';

const t = useTestApp({ lichess: true });

describe('POST /users (registration)', () => {
  it('creates a player with a lowercase e-mail and a hashed password, answering the session user', async () => {
    const res = await t.post('/users', {
      username: 'new_player',
      email: 'New.Player@Example.COM',
      password: 'secret123',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username: 'new_player',
      email: 'new.player@example.com',
      role: 'player',
      teamVerified: false,
      lichessUsername: null,
      lichessVerified: false,
    });
    expect(responseValidator('core', 'post', '/users', 201)!(res.body)).toBe(true);
    const row = await User.query(t.db).findById(res.body.user.id);
    expect(row!.password).not.toContain('secret123');
    expect(await verifyPassword('secret123', row!.password)).toBe(true);
    const login = await t.post('/auth/login', { email: 'new.player@example.com', password: 'secret123' });
    expect(login.status).toBe(200);
  });

  it('refuses a taken username (in any case) or e-mail with 409 and a clear message', async () => {
    await createUser(t.db, { username: 'Anita', email: 'anita@example.com' });
    const sameName = await t.post('/users', { username: 'anita', email: 'other@example.com', password: 'secret123' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already taken' });
    const sameEmail = await t.post('/users', { username: 'anita2', email: 'ANITA@example.com', password: 'secret123' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'Email already registered' });
  });

  it('checks the SPEC §5 rules with their messages and writes nothing on failure', async () => {
    const before = await User.query(t.db).resultSize();
    const cases: [object, string][] = [
      [{ username: 'ab', email: 'ab@example.com', password: 'secret123' }, 'Username must be at least 3 characters'],
      [
        { username: 'with space', email: 'ws@example.com', password: 'secret123' },
        'Username can only contain letters, numbers, hyphens and underscores',
      ],
      [{ username: 'valid_name', email: 'not-an-email', password: 'secret123' }, 'Please enter a valid email address'],
      [{ username: 'valid_name', email: 'v@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('/users', body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    const extra = await t.post('/users', {
      username: 'valid_name',
      email: 'v@example.com',
      password: 'secret123',
      role: 'admin',
    });
    expect(extra.status).toBe(400);
    expect(await User.query(t.db).resultSize()).toBe(before);
  });
});

describe('GET /account/profile', () => {
  it('answers the acting user’s profile with the latest organizer application', async () => {
    const user = await createUser(t.db, {
      lichessUsername: 'DemoPlayer',
      lichessVerified: true,
      upiId: 'me@upi',
      whatsappNumber: '+919876543210',
    });
    const empty = await t.get('/account/profile', user.id);
    expect(empty.body.organizerApplication).toBeNull();
    await createApplication(t.db, user.id, {
      status: 'rejected',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      reviewedAt: new Date('2026-01-02T00:00:00Z'),
    });
    const latest = await createApplication(t.db, user.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const res = await t.get('/account/profile', user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      lichessUsername: 'DemoPlayer',
      upiId: 'me@upi',
      whatsappNumber: '+919876543210',
      role: 'player',
      lichessVerified: true,
      teamVerified: false,
      organizerApplication: {
        id: latest.id,
        status: 'pending',
        createdAt: '2026-02-01T00:00:00.000Z',
        reviewedAt: null,
      },
    });
    expect(responseValidator('core', 'get', '/account/profile', 200)!(res.body)).toBe(true);
  });

  it('needs an active acting user', async () => {
    expect((await t.get('/account/profile')).status).toBe(401);
    const gone = await createUser(t.db, { isActive: false });
    expect((await t.get('/account/profile', gone.id)).status).toBe(401);
  });
});

describe('PUT /account/profile', () => {
  const body = (user: User, overrides: object = {}) => ({
    username: user.username,
    email: user.email,
    lichessUsername: user.lichessUsername,
    upiId: '',
    whatsappNumber: '',
    ...overrides,
  });

  it('saves the fields (empty optional ones as null) and answers the new session user and profile', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true });
    const res = await t.put(
      '/account/profile',
      body(user, {
        username: 'renamed_1',
        email: 'Renamed@Example.com',
        upiId: 'renamed@okaxis',
        whatsappNumber: '+14155550123',
      }),
      user.id,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.user).toMatchObject({
      username: 'renamed_1',
      email: 'renamed@example.com',
      lichessUsername: 'DemoPlayer',
      teamVerified: true,
      lichessVerified: true,
    });
    expect(res.body.profile).toMatchObject({ upiId: 'renamed@okaxis', whatsappNumber: '+14155550123' });
    expect(responseValidator('core', 'put', '/account/profile', 200)!(res.body)).toBe(true);
    const cleared = await t.put(
      '/account/profile',
      body(res.body.profile, { upiId: '', whatsappNumber: null }),
      user.id,
    );
    expect(cleared.body.profile).toMatchObject({ upiId: null, whatsappNumber: null });
  });

  it('refuses a typed new Lichess name: it changes only by signing in with Lichess, and nothing is written', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true });
    for (const typed of ['KnightRider99', 'demoplayer', 'NoSuchPlayer42']) {
      const res = await t.put(
        '/account/profile',
        body(user, { username: 'changed_too', lichessUsername: typed }),
        user.id,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'To link a different Lichess account, sign in with Lichess.' });
    }
    expect(await User.query(t.db).findById(user.id)).toMatchObject({
      username: user.username,
      lichessUsername: 'DemoPlayer',
      lichessVerified: true,
      teamVerified: true,
    });
  });

  it('removing the Lichess name clears both verifications', async () => {
    const user = await createUser(t.db, { lichessUsername: 'DemoPlayer', lichessVerified: true, teamVerified: true });
    const res = await t.put('/account/profile', body(user, { lichessUsername: '' }), user.id);
    expect(res.body.user).toMatchObject({ lichessUsername: null, lichessVerified: false, teamVerified: false });
  });

  it('applies the profile rules and uniqueness, keeping the stored values on failure', async () => {
    const other = await createUser(t.db, { username: 'taken_name' });
    const user = await createUser(t.db);
    const cases: [object, number, string][] = [
      [{ username: 'x'.repeat(21) }, 400, 'Username must be at most 20 characters'],
      [{ upiId: 'not-a-upi' }, 400, 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
      [{ whatsappNumber: '0123' }, 400, 'Please enter a valid WhatsApp number (e.g., +919876543210)'],
      [{ lichessUsername: 'ab' }, 400, 'Lichess username must be at least 3 characters'],
      [{ username: 'TAKEN_NAME' }, 409, 'Username already taken'],
      [{ email: other.email.toUpperCase() }, 409, 'Email already registered'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await t.put('/account/profile', body(user, overrides), user.id);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
    }
    expect(await User.query(t.db).findById(user.id)).toMatchObject({ username: user.username, email: user.email });
  });
});
