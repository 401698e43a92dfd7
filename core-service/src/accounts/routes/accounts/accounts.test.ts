import { responseValidator } from '@chess-portal/contracts/openapi';
import { createApplication, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { EmailChange, OutboxEmail, User } from '../../../db/models';
import { verifyPassword } from '../../services/password';

const t = useTestApp({ lichess: true });

/** The e-mails sent to an address, once the outbox worker ran (requests only queue them). */
async function mailsTo(to: string) {
  await t.runOutbox();
  return OutboxEmail.query(t.db).where('to', to);
}

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
    const welcome = await mailsTo('new.player@example.com');
    expect(welcome).toMatchObject([{ subject: 'Welcome to Chess School Arena' }]);
  });

  it('refuses a taken username (in any case) with 409 and a clear message (usernames are public)', async () => {
    await createUser(t.db, { username: 'Anita', email: 'anita@example.com' });
    const sameName = await t.post('/users', { username: 'anita', email: 'other@example.com', password: 'secret123' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already taken' });
  });

  it('does not reveal a registered e-mail: 202 with a stand-in of the same shape, nothing created, the owner e-mailed', async () => {
    const owner = await createUser(t.db, { username: 'Ravi', email: 'ravi@example.com', password: 'ravi-secret' });
    const before = await User.query(t.db).resultSize();
    const res = await t.post('/users', { username: 'ravi_two', email: ' RAVI@example.com', password: 'another1' });
    expect(res.status).toBe(202);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'ravi_two',
      email: 'ravi@example.com',
      role: 'player',
      teamVerified: false,
      lichessUsername: null,
      lichessVerified: false,
    });
    expect(responseValidator('core', 'post', '/users', 202)!(res.body)).toBe(true);
    expect(res.body.user.id).not.toBe(owner.id);
    expect(await User.query(t.db).resultSize()).toBe(before);
    expect(await User.query(t.db).findById(res.body.user.id)).toBeUndefined();
    const [notice] = await mailsTo('ravi@example.com');
    expect(notice.subject).toBe('You already have a Chess School Arena account');
    expect(notice.text).toMatch(/^Hello Ravi,/);
    expect(notice.text).toContain('/login');
    expect(notice.text).toContain('/forgot-password');
    expect((await t.post('/auth/login', { email: 'ravi@example.com', password: 'ravi-secret' })).status).toBe(200);
  });

  it('checks the product.md §5 rules with their messages and writes nothing on failure', async () => {
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
        email: user.email.toUpperCase(),
        upiId: 'renamed@okaxis',
        whatsappNumber: '+14155550123',
      }),
      user.id,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully'); // the same address in other case is no change
    expect(res.body.user).toMatchObject({
      username: 'renamed_1',
      email: user.email,
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
    await createUser(t.db, { username: 'taken_name' });
    const user = await createUser(t.db);
    const cases: [object, number, string][] = [
      [{ username: 'x'.repeat(21) }, 400, 'Username must be at most 20 characters'],
      [{ upiId: 'not-a-upi' }, 400, 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
      [{ whatsappNumber: '0123' }, 400, 'Please enter a valid WhatsApp number (e.g., +919876543210)'],
      [{ lichessUsername: 'ab' }, 400, 'Lichess username must be at least 3 characters'],
      [{ username: 'TAKEN_NAME' }, 409, 'Username already taken'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await t.put('/account/profile', body(user, overrides), user.id);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
    }
    expect(await User.query(t.db).findById(user.id)).toMatchObject({ username: user.username, email: user.email });
  });

  it('changes the e-mail only through a link sent to it, answering the same for a taken address', async () => {
    const other = await createUser(t.db, { username: 'owner_of_taken' });
    const user = await createUser(t.db);
    const free = await t.put('/account/profile', body(user, { email: 'Fresh.Address@example.com' }), user.id);
    const taken = await t.put('/account/profile', body(user, { email: other.email.toUpperCase() }), user.id);
    expect([free.status, taken.status]).toEqual([200, 200]);
    expect(free.body.message).toBe(
      'Profile updated successfully. We have sent a link to fresh.address@example.com; your e-mail address changes when you open it (within 24 hours).',
    );
    expect(taken.body.message).toBe(free.body.message.replace('fresh.address@example.com', other.email));
    expect([free.body.user.email, taken.body.user.email, taken.body.profile.email]).toEqual([
      user.email,
      user.email,
      user.email,
    ]);
    expect((await mailsTo(other.email))[0].subject).toBe('Your e-mail address was entered on another account');
    expect(await EmailChange.query(t.db).where('userId', user.id)).toHaveLength(1);

    const [link] = await mailsTo('fresh.address@example.com');
    expect(link.subject).toBe('Confirm your new Chess School Arena e-mail address');
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1];
    expect((await t.post('/email-changes/confirm', { token: 'x'.repeat(43) })).status).toBe(400);
    const confirmed = await t.post('/email-changes/confirm', { token });
    expect(confirmed.body).toEqual({ message: 'Your e-mail address is now fresh.address@example.com.' });
    expect((await User.query(t.db).findById(user.id))!.email).toBe('fresh.address@example.com');
    expect((await t.post('/email-changes/confirm', { token })).body).toEqual({
      message:
        'This e-mail confirmation link is invalid or has expired. Please change the address on your profile again.',
    });
  });

  it('an e-mail link expires after 24 hours, and one for an address taken meanwhile is refused', async () => {
    const user = await createUser(t.db);
    await t.put('/account/profile', body(user, { email: 'late@example.com' }), user.id);
    const token = (mail: OutboxEmail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const [late] = await mailsTo('late@example.com');
    t.clock.advance(24 * 3600_000);
    expect((await t.post('/email-changes/confirm', { token: token(late) })).status).toBe(400);

    await t.put('/account/profile', body(user, { email: 'contested@example.com' }), user.id);
    await createUser(t.db, { email: 'contested@example.com' });
    const [contested] = await mailsTo('contested@example.com');
    expect((await t.post('/email-changes/confirm', { token: token(contested) })).status).toBe(409);
    expect((await User.query(t.db).findById(user.id))!.email).toBe(user.email);
  });
});
