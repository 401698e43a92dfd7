import { responseValidator } from '@chess-portal/contracts/openapi';
import { createApplication, createUser } from '../../../../test/support/factories';
import { consent } from '../../../../test/support/lichess-consent';
import { useTestApp } from '../../../../test/support/test-app';
import { OrganizerApplication, OutboxEmail, User } from '../../../db/models';

const t = useTestApp({ lichess: true });

/** The e-mails sent to an address, once the outbox worker ran (requests only queue them). */
async function mailsTo(to: string) {
  await t.runOutbox();
  return OutboxEmail.query(t.db).where('to', to);
}

const NOTE = 'I run the weekend club at our school and want to host rated rapid events for forty players.';
const application = (overrides: object = {}) => ({
  lichessUsername: 'KnightRider99',
  applicationNote: NOTE,
  upiId: 'club@okaxis',
  ...overrides,
});
const visitor = (overrides: object = {}) => ({
  username: 'club_host',
  email: 'Host@Example.com',
  password: 'Organize1',
  ...application(),
  ...overrides,
});

/** A player whose Lichess name was proven by signing in with Lichess. */
const proven = (lichessUsername: string) =>
  createUser(t.db, { lichessUsername, lichessVerified: true, teamVerified: true });

/** A visitor signs in with Lichess on the sandbox: the single-use proof for the application. */
async function visitorProof(account: string): Promise<string> {
  const redirectUri = 'http://localhost:8080/api/auth/lichess/callback';
  const started = await t.post('/lichess/identity/start', { redirectUri }).expect(200);
  const back = await consent(t.lichess.sandbox.url, started.body.authorizeUrl, account);
  return (await t.post('/lichess/identity/callback', back).expect(200)).body.proof;
}

describe('POST /account/organizer-application (a signed-in player)', () => {
  it('submits a pending application with the proven Lichess name', async () => {
    const user = await proven('KnightRider99');
    const res = await t.post('/account/organizer-application', application(), user.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Application submitted successfully');
    expect(res.body.application).toMatchObject({ status: 'pending', reviewedAt: null });
    expect(res.body.user).toMatchObject({
      id: user.id,
      role: 'player',
      lichessUsername: 'KnightRider99',
      lichessVerified: true,
      teamVerified: true,
    });
    expect(responseValidator('core', 'post', '/account/organizer-application', 201)!(res.body)).toBe(true);
    const row = await OrganizerApplication.query(t.db).findById(res.body.application.id);
    expect(row).toMatchObject({ userId: user.id, applicationNote: NOTE, upiId: 'club@okaxis', status: 'pending' });
    expect((await User.query(t.db).findById(user.id))!.upiId).toBe('club@okaxis');
  });

  it('allows one pending application per user', async () => {
    const user = await proven('RookieRahul');
    const mine = application({ lichessUsername: 'RookieRahul' });
    await createApplication(t.db, user.id);
    const res = await t.post('/account/organizer-application', mine, user.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You already have a pending organizer application' });
    await OrganizerApplication.query(t.db).patch({ status: 'rejected' }).where({ userId: user.id });
    expect((await t.post('/account/organizer-application', mine, user.id)).status).toBe(201);
  });

  it('refuses organizers and admins', async () => {
    const organizer = await createUser(t.db, { role: 'organizer' });
    expect((await t.post('/account/organizer-application', application(), organizer.id)).body).toEqual({
      message: 'You are already an organizer',
    });
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await t.post('/account/organizer-application', application(), admin.id)).status).toBe(403);
  });

  it('checks the product.md §5 rules and the Lichess name (their own proven one), writing nothing on failure', async () => {
    const user = await proven('PawnPusher');
    const unproven = await createUser(t.db, { lichessUsername: 'BishopBella' });
    const signIn = 'Please sign in with Lichess to prove your Lichess account first.';
    expect(
      (await t.post('/account/organizer-application', application({ lichessUsername: 'BishopBella' }), unproven.id))
        .body,
    ).toEqual({ message: signIn });
    const cases: [object, string][] = [
      [
        { applicationNote: 'Too short.' },
        'Please provide at least 50 characters explaining why you want to become an organizer',
      ],
      [{ applicationNote: 'x'.repeat(501) }, 'Application note must be less than 500 characters'],
      [{ upiId: 'club' }, 'Please enter a valid UPI ID (e.g., username@paytm, number@phonepe)'],
      [{ lichessUsername: '' }, 'Lichess username is required for tournament integration'],
      [{ lichessUsername: 'QueenGambit' }, signIn],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.post(
        '/account/organizer-application',
        application({ lichessUsername: 'PawnPusher', ...overrides }),
        user.id,
      );
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
    }
    expect(await OrganizerApplication.query(t.db).where({ userId: user.id })).toEqual([]);
  });
});

describe('POST /organizer-applications (a visitor)', () => {
  it('creates the player account and the application together, with the name proven by signing in with Lichess', async () => {
    const res = await t.post(
      '/organizer-applications',
      visitor({ lichessProof: await visitorProof('QueenGambit'), lichessUsername: 'QueenGambit' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username: 'club_host',
      email: 'host@example.com',
      role: 'player',
      lichessUsername: 'QueenGambit',
      lichessVerified: true,
      teamVerified: true,
    });
    expect(responseValidator('core', 'post', '/organizer-applications', 201)!(res.body)).toBe(true);
    expect((await t.post('/auth/login', { email: 'host@example.com', password: 'Organize1' })).status).toBe(200);
    expect(await OrganizerApplication.query(t.db).where({ userId: res.body.user.id, status: 'pending' })).toHaveLength(
      1,
    );
  });

  it('does not reveal a registered e-mail: 202 with a stand-in answer, nothing created, the owner e-mailed', async () => {
    await createUser(t.db, { username: 'known_host', email: 'known.host@example.com' });
    const before = [await User.query(t.db).resultSize(), await OrganizerApplication.query(t.db).resultSize()];
    const lichessProof = await visitorProof('NewcomerNina');
    const res = await t.post(
      '/organizer-applications',
      visitor({
        username: 'second_host',
        email: 'Known.Host@example.com',
        lichessUsername: 'NewcomerNina',
        lichessProof,
      }),
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'Application submitted successfully',
      application: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'pending',
        createdAt: t.clock.now().toISOString(),
        reviewedAt: null,
      },
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: 'second_host',
        email: 'known.host@example.com',
        role: 'player',
        lichessUsername: 'NewcomerNina',
        lichessVerified: true,
        teamVerified: true,
      },
    });
    expect(responseValidator('core', 'post', '/organizer-applications', 202)!(res.body)).toBe(true);
    expect([await User.query(t.db).resultSize(), await OrganizerApplication.query(t.db).resultSize()]).toEqual(before);
    const [notice] = await mailsTo('known.host@example.com');
    expect(notice.text).toContain('organizer application');
    expect(notice.text).toContain('/apply-organizer');
  });

  it('needs the 8-character mixed-case password and a free username', async () => {
    const before = await User.query(t.db).resultSize();
    const cases: [object, number, string][] = [
      [{ password: 'organize1' }, 400, 'Password must contain at least one uppercase letter'],
      [{ password: 'Short1' }, 400, 'Password must be at least 8 characters'],
      [{ password: 'Organizer' }, 400, 'Password must contain at least one number'],
      [{ username: 'x'.repeat(51) }, 400, 'Username must be at most 50 characters'],
      [{ username: 'CLUB_HOST', email: 'new@example.com' }, 409, 'Username already taken'],
      [
        { username: 'new_host', email: 'new@example.com', lichessUsername: 'knightrider99' },
        400,
        'Lichess usernames are case-sensitive here: did you mean "KnightRider99"?',
      ],
      [
        { username: 'new_host', email: 'new@example.com', lichessUsername: 'NewcomerNina' },
        400,
        'Your Lichess sign-in has expired or was already used. Please sign in with Lichess again.',
      ],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await t.post('/organizer-applications', visitor(overrides));
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
    }
    expect(await User.query(t.db).resultSize()).toBe(before);
  });
});
