import { responseValidator } from '@chess-portal/contracts/openapi';
import { createApplication, createUser } from '../../../../test/support/factories';
import { useTestApp } from '../../../../test/support/test-app';
import { OrganizerApplication, User } from '../../../db/models';

const t = useTestApp({ lichess: true });

const NOTE = 'I run the weekend club at our school and want to host rated rapid events for forty players.';
const application = (overrides: object = {}) => ({ lichessUsername: 'KnightRider99', applicationNote: NOTE, upiId: 'club@okaxis', ...overrides });
const visitor = (overrides: object = {}) => ({ username: 'club_host', email: 'Host@Example.com', password: 'Organize1', ...application(), ...overrides });

describe('POST /account/organizer-application (a signed-in player)', () => {
  it('submits a pending application and links the verified Lichess name', async () => {
    const user = await createUser(t.db);
    const res = await t.post('/account/organizer-application', application(), user.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Application submitted successfully');
    expect(res.body.application).toMatchObject({ status: 'pending', reviewedAt: null });
    expect(res.body.user).toMatchObject({ id: user.id, role: 'player', lichessUsername: 'KnightRider99', lichessVerified: true, teamVerified: true });
    expect(responseValidator('core', 'post', '/account/organizer-application', 201)!(res.body)).toBe(true);
    const row = await OrganizerApplication.query(t.db).findById(res.body.application.id);
    expect(row).toMatchObject({ userId: user.id, applicationNote: NOTE, upiId: 'club@okaxis', status: 'pending' });
    expect((await User.query(t.db).findById(user.id))!.upiId).toBe('club@okaxis');
  });

  it('allows one pending application per user', async () => {
    const user = await createUser(t.db);
    await createApplication(t.db, user.id);
    const res = await t.post('/account/organizer-application', application(), user.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You already have a pending organizer application' });
    await OrganizerApplication.query(t.db).patch({ status: 'rejected' }).where({ userId: user.id });
    expect((await t.post('/account/organizer-application', application(), user.id)).status).toBe(201);
  });

  it('refuses organizers and admins', async () => {
    const organizer = await createUser(t.db, { role: 'organizer' });
    expect((await t.post('/account/organizer-application', application(), organizer.id)).body).toEqual({ message: 'You are already an organizer' });
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await t.post('/account/organizer-application', application(), admin.id)).status).toBe(403);
  });

  it('checks the SPEC §5 rules and the Lichess name, writing nothing on failure', async () => {
    const user = await createUser(t.db);
    const cases: [object, string][] = [
      [{ applicationNote: 'Too short.' }, 'Please provide at least 50 characters explaining why you want to become an organizer'],
      [{ applicationNote: 'x'.repeat(501) }, 'Application note must be less than 500 characters'],
      [{ upiId: 'club' }, 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
      [{ lichessUsername: '' }, 'Lichess username is required for tournament integration'],
      [{ lichessUsername: 'NoSuchPlayer42' }, 'Lichess user "NoSuchPlayer42" was not found.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.post('/account/organizer-application', application(overrides), user.id);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    expect(await OrganizerApplication.query(t.db).where({ userId: user.id })).toEqual([]);
  });
});

describe('POST /organizer-applications (a visitor)', () => {
  it('creates the player account and the application together', async () => {
    const res = await t.post('/organizer-applications', visitor());
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'club_host', email: 'host@example.com', role: 'player', lichessUsername: 'KnightRider99', teamVerified: true });
    expect(responseValidator('core', 'post', '/organizer-applications', 201)!(res.body)).toBe(true);
    expect((await t.post('/auth/login', { email: 'host@example.com', password: 'Organize1' })).status).toBe(200);
    expect(await OrganizerApplication.query(t.db).where({ userId: res.body.user.id, status: 'pending' })).toHaveLength(1);
  });

  it('needs the 8-character mixed-case password and a free username and e-mail', async () => {
    const before = await User.query(t.db).resultSize();
    const cases: [object, number, string][] = [
      [{ password: 'organize1' }, 400, 'Password must contain at least one uppercase letter'],
      [{ password: 'Short1' }, 400, 'Password must be at least 8 characters'],
      [{ password: 'Organizer' }, 400, 'Password must contain at least one number'],
      [{ username: 'x'.repeat(51) }, 400, 'Username must be at most 50 characters'],
      [{ username: 'CLUB_HOST', email: 'new@example.com' }, 409, 'Username already taken'],
      [{ username: 'new_host', email: 'HOST@example.com' }, 409, 'Email already registered'],
      [{ username: 'new_host', email: 'new@example.com', lichessUsername: 'knightrider99' }, 400, 'Lichess usernames are case-sensitive here: did you mean "KnightRider99"?'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await t.post('/organizer-applications', visitor(overrides));
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
    }
    expect(await User.query(t.db).resultSize()).toBe(before);
  });
});
