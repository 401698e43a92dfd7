// Consumer interactions bff-player → core-service for accounts and onboarding. Registered
// by core-client.pact.test.ts (one test file per pact file, because it starts by removing the old
// pact file), driving the real client (accounts-core.ts through createPlayerCoreClient).
import { MatchersV3, type PactV3 } from '@pact-foundation/pact';
import { createPlayerCoreClient } from './core-client';

const { like, boolean, regex, eachLike, fromProviderState } = MatchersV3;

const TOKEN = 'pact-service-token';
const USER_ID = '0b6f3c2e-2d4a-4c1e-9f8a-7e6d5c4b3a21';
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const NOTE = 'I run the weekend club at our school and want to host rated rapid events for forty players.';

const authorization = { Authorization: regex('^Bearer .+$', `Bearer ${TOKEN}`) };
const json = { 'Content-Type': regex('^application/json', 'application/json') };
const acting = { ...authorization, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) };

const sessionUser = (overrides: object = {}) => ({
  id: fromProviderState('${userId}', USER_ID),
  username: like('player'),
  email: like('player@example.com'),
  role: regex('^(player|organizer|admin)$', 'player'),
  teamVerified: boolean(true),
  lichessVerified: boolean(true),
  ...overrides,
});
const newUser = (username: string, email: string) => ({
  ...sessionUser({ username, email }),
  id: regex('^[0-9a-f-]{36}$', USER_ID),
});
const application = {
  id: regex('^[0-9a-f-]{36}$', '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
  status: 'pending',
  createdAt: regex(ISO_DATE, '2026-03-01T06:30:00.000Z'),
  reviewedAt: null,
};

const client = (baseUrl: string) => createPlayerCoreClient({ baseUrl, serviceToken: TOKEN, traceHeaders: false });

export function accountsCoreInteractions(pact: PactV3) {
  describe('bff-player → core-service: accounts and onboarding', () => {
    it('registerUser: creates a player account (201)', () => {
      const body = { username: 'pact_newcomer', email: 'pact.newcomer@example.com', password: 'secret123' };
      return pact
        .given('no account uses the username {username} or the email {email}', {
          username: body.username,
          email: body.email,
        })
        .uponReceiving('a registration with a free username and e-mail')
        .withRequest({ method: 'POST', path: '/users', headers: { ...authorization, ...json }, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: {
            user: {
              ...newUser('pact_newcomer', 'pact.newcomer@example.com'),
              teamVerified: false,
              lichessUsername: null,
            },
          },
        })
        .executeTest(async (mock) => {
          const answer = await client(mock.url).registerUser(body);
          expect(answer).toMatchObject({ created: true, user: { username: 'pact_newcomer', lichessUsername: null } });
        });
    });

    it('registerUser: a registered e-mail is a 202 with a stand-in user (nothing created, the owner e-mailed)', () => {
      const body = { username: 'pact_other', email: 'taken@example.com', password: 'secret123' };
      return pact
        .given('an active user with email {email} and password {password}', {
          email: 'taken@example.com',
          password: 'secret123',
        })
        .uponReceiving('a registration with a taken e-mail')
        .withRequest({ method: 'POST', path: '/users', headers: { ...authorization, ...json }, body })
        .willRespondWith({
          status: 202,
          headers: json,
          body: { user: { ...newUser('pact_other', 'taken@example.com'), teamVerified: false, lichessUsername: null } },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).registerUser(body)).toMatchObject({
            created: false,
            user: { username: 'pact_other' },
          });
        });
    });

    it('designatedTeam: answers the team id and page', () =>
      pact
        .uponReceiving('a request for the designated team')
        .withRequest({ method: 'GET', path: '/lichess/team', headers: authorization })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { teamId: like('chess-school'), teamUrl: like('https://lichess.org/team/chess-school') },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).designatedTeam()).toEqual({
            teamId: 'chess-school',
            teamUrl: 'https://lichess.org/team/chess-school',
          });
        }));

    it('startLichessIdentity: answers the Lichess sign-in page for the acting user', () =>
      pact
        .given('a new player {userId}', { userId: USER_ID })
        .uponReceiving('a sign-in with Lichess started for the acting user')
        .withRequest({
          method: 'POST',
          path: '/account/lichess/oauth/start',
          headers: { ...acting, ...json },
          body: { redirectUri: 'http://localhost:8080/api/auth/lichess/callback?returnTo=%2Fregister' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { authorizeUrl: like('https://lichess.org/oauth?response_type=code&client_id=chess-school-arena') },
        })
        .executeTest(async (mock) => {
          const answer = await client(mock.url).startLichessIdentity(
            USER_ID,
            'http://localhost:8080/api/auth/lichess/callback?returnTo=%2Fregister',
          );
          expect(answer.authorizeUrl).toMatch(/\/oauth\?/);
        }));

    it('finishLichessIdentity: an unknown or used state links nothing', () =>
      pact
        .given('a new player {userId}', { userId: USER_ID })
        .uponReceiving('a Lichess sign-in callback with a state core does not know')
        .withRequest({
          method: 'POST',
          path: '/account/lichess/oauth/callback',
          headers: { ...acting, ...json },
          body: { state: 'not-a-state-core-issued', code: 'some-code' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { outcome: 'expired', message: like('This Lichess authorization has expired or was already used.') },
        })
        .executeTest(async (mock) => {
          const answer = await client(mock.url).finishLichessIdentity(USER_ID, {
            state: 'not-a-state-core-issued',
            code: 'some-code',
          });
          expect(answer.outcome).toBe('expired');
        }));

    it('startLichessIdentity: a visitor (organizer application) gets the Lichess sign-in page too', () =>
      pact
        .uponReceiving('a sign-in with Lichess started by a visitor')
        .withRequest({
          method: 'POST',
          path: '/lichess/identity/start',
          headers: { ...authorization, ...json },
          body: { redirectUri: 'http://localhost:8080/api/auth/lichess/callback?returnTo=%2Fapply-organizer' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { authorizeUrl: like('https://lichess.org/oauth?response_type=code&client_id=chess-school-arena') },
        })
        .executeTest(async (mock) => {
          const answer = await client(mock.url).startLichessIdentity(
            null,
            'http://localhost:8080/api/auth/lichess/callback?returnTo=%2Fapply-organizer',
          );
          expect(answer.authorizeUrl).toMatch(/\/oauth\?/);
        }));

    it('verifyTeam: answers the outcome and the refreshed user', () =>
      pact
        .given('an active user {userId} with Lichess username {lichessUsername}', {
          userId: USER_ID,
          lichessUsername: 'DemoPlayer',
        })
        .uponReceiving('a team verification for the acting user')
        .withRequest({ method: 'POST', path: '/account/team/verify', headers: acting })
        .willRespondWith({ status: 200, headers: json, body: { teamVerified: boolean(true), user: sessionUser() } })
        .executeTest(async (mock) => {
          expect(await client(mock.url).verifyTeam(USER_ID)).toMatchObject({
            teamVerified: true,
            user: { id: USER_ID },
          });
        }));

    it('checkTeam: answers membership of the acting user’s own name', () =>
      pact
        .given('an active user {userId} with Lichess username {lichessUsername}', {
          userId: USER_ID,
          lichessUsername: 'DemoPlayer',
        })
        .uponReceiving('a polled team check for the acting user')
        .withRequest({
          method: 'GET',
          path: '/account/team/check',
          query: { teamId: 'chess-school', username: 'DemoPlayer' },
          headers: acting,
        })
        .willRespondWith({ status: 200, headers: json, body: { isMember: boolean(true), user: sessionUser() } })
        .executeTest(async (mock) => {
          expect(await client(mock.url).checkTeam(USER_ID, 'chess-school', 'DemoPlayer')).toMatchObject({
            isMember: true,
          });
        }));

    it('getProfile: answers the profile', () =>
      pact
        .given('a new player {userId}', { userId: USER_ID })
        .uponReceiving('a request for the acting user’s profile')
        .withRequest({ method: 'GET', path: '/account/profile', headers: acting })
        .willRespondWith({
          status: 200,
          headers: json,
          body: {
            id: fromProviderState('${userId}', USER_ID),
            username: like('player'),
            email: like('player@example.com'),
            lichessUsername: null,
            upiId: null,
            whatsappNumber: null,
            role: 'player',
            lichessVerified: boolean(false),
            teamVerified: boolean(false),
            organizerApplication: null,
          },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).getProfile(USER_ID)).toMatchObject({ id: USER_ID, organizerApplication: null });
        }));

    it('updateProfile: saves and answers the new session user and profile; a new e-mail waits for its link', () => {
      const body = {
        username: 'pact_profile',
        email: 'pact.profile@example.com',
        lichessUsername: 'DemoPlayer',
        upiId: 'me@okaxis',
        whatsappNumber: null,
      };
      return pact
        .given('an active user {userId} with Lichess username {lichessUsername}', {
          userId: USER_ID,
          lichessUsername: 'DemoPlayer',
        })
        .uponReceiving('a profile update for the acting user')
        .withRequest({ method: 'PUT', path: '/account/profile', headers: { ...acting, ...json }, body })
        .willRespondWith({
          status: 200,
          headers: json,
          body: {
            message: regex(
              '^Profile updated successfully\\. We have sent a link to pact\\.profile@example\\.com.*',
              'Profile updated successfully. We have sent a link to pact.profile@example.com; your e-mail address changes when you open it.',
            ),
            // the address itself is unchanged until the link is opened
            user: sessionUser({ username: 'pact_profile', lichessUsername: 'DemoPlayer' }),
            profile: {
              id: fromProviderState('${userId}', USER_ID),
              username: 'pact_profile',
              upiId: 'me@okaxis',
              whatsappNumber: null,
              lichessUsername: 'DemoPlayer',
            },
          },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).updateProfile(USER_ID, body)).toMatchObject({
            user: { username: 'pact_profile' },
            profile: { upiId: 'me@okaxis' },
          });
        });
    });

    it('applyAsPlayer: submits the acting player’s application (201)', () => {
      const body = { lichessUsername: 'DemoPlayer', applicationNote: NOTE, upiId: 'club@okaxis' };
      return pact
        .given('an active user {userId} with Lichess username {lichessUsername}', {
          userId: USER_ID,
          lichessUsername: 'DemoPlayer',
        })
        .uponReceiving('an organizer application by the acting player')
        .withRequest({ method: 'POST', path: '/account/organizer-application', headers: { ...acting, ...json }, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: { message: 'Application submitted successfully', application, user: sessionUser() },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).applyAsPlayer(USER_ID, body)).toMatchObject({
            application: { status: 'pending' },
          });
        });
    });

    it('applyAsVisitor: creates the account and the application (201)', () => {
      const body = {
        username: 'pact_host',
        email: 'pact.host@example.com',
        password: 'Organize1',
        lichessUsername: 'KnightRider99',
        lichessProof: 'pact-visitor-proof',
        applicationNote: NOTE,
        upiId: 'host@okaxis',
      };
      return pact
        .given('no account uses the username {username} or the email {email}', {
          username: body.username,
          email: body.email,
        })
        .given('a visitor proved the Lichess account {lichessUsername} with the proof {proof}', {
          lichessUsername: body.lichessUsername,
          proof: body.lichessProof,
        })
        .uponReceiving("a visitor's organizer application")
        .withRequest({ method: 'POST', path: '/organizer-applications', headers: { ...authorization, ...json }, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: {
            message: 'Application submitted successfully',
            application,
            user: { ...newUser('pact_host', 'pact.host@example.com'), lichessUsername: 'KnightRider99' },
          },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).applyAsVisitor(body)).toMatchObject({
            user: { username: 'pact_host' },
            application: { status: 'pending' },
          });
        });
    });

    it('requestPasswordReset: accepts with the same answer for any address (202)', () =>
      pact
        .uponReceiving('a password reset request')
        .withRequest({
          method: 'POST',
          path: '/password-resets',
          headers: { ...authorization, ...json },
          body: { email: 'someone@example.com' },
        })
        .willRespondWith({
          status: 202,
          headers: json,
          body: { message: like('If an account exists for that email, we have sent a link to reset your password.') },
        })
        .executeTest(async (mock) => {
          expect((await client(mock.url).requestPasswordReset('someone@example.com')).message).toMatch(
            /If an account exists/,
          );
        }));

    it('resetPassword: sets the new password with a valid token', () =>
      pact
        .given('a password reset token {token} for an active user', { token: 'valid-reset-token' })
        .uponReceiving('a password reset with a valid token')
        .withRequest({
          method: 'POST',
          path: '/password-resets/confirm',
          headers: { ...authorization, ...json },
          body: { token: 'valid-reset-token', password: 'new-secret' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { message: like('Your password has been reset. Please sign in with your new password.') },
        })
        .executeTest(async (mock) => {
          expect(await client(mock.url).resetPassword('valid-reset-token', 'new-secret')).toHaveProperty('message');
        }));

    it('confirmEmailChange: refuses an unknown or used token with 400', () =>
      pact
        .uponReceiving('an e-mail change confirmation with an unknown token')
        .withRequest({
          method: 'POST',
          path: '/email-changes/confirm',
          headers: { ...authorization, ...json },
          body: { token: 'unknown-email-change-token' },
        })
        .willRespondWith({
          status: 400,
          headers: json,
          body: {
            message: like(
              'This e-mail confirmation link is invalid or has expired. Please change the address on your profile again.',
            ),
          },
        })
        .executeTest(async (mock) => {
          await expect(client(mock.url).confirmEmailChange('unknown-email-change-token')).rejects.toMatchObject({
            status: 400,
          });
        }));

    it('resetPassword: refuses an unknown or used token with 400', () =>
      pact
        .uponReceiving('a password reset with an unknown token')
        .withRequest({
          method: 'POST',
          path: '/password-resets/confirm',
          headers: { ...authorization, ...json },
          body: { token: 'unknown-token', password: 'new-secret' },
        })
        .willRespondWith({
          status: 400,
          headers: json,
          body: { message: like('This password reset link is invalid or has expired. Please request a new one.') },
        })
        .executeTest(async (mock) => {
          await expect(client(mock.url).resetPassword('unknown-token', 'new-secret')).rejects.toMatchObject({
            status: 400,
          });
        }));
  });
}

/** The header's notifications and the profile's e-mail switches. */
export function notificationsCoreInteractions(pact: PactV3) {
  describe('bff-player → core-service: notifications', () => {
    it("listNotifications: answers the acting user's list and unread count", () =>
      pact
        .given('an active user {userId} with an unread notification', { userId: USER_ID })
        .uponReceiving("a request for the acting user's notifications")
        .withRequest({ method: 'GET', path: '/account/notifications', query: { limit: '20' }, headers: acting })
        .willRespondWith({
          status: 200,
          headers: json,
          body: {
            notifications: eachLike({
              id: regex('^[0-9a-f-]{36}$', '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
              kind: regex('^[a-z]+\\.[a-z]+$', 'registration.approved'),
              title: like('Registration approved: Pact Rapid'),
              body: like('Your registration for Pact Rapid has been approved.'),
              link: like('/tournaments/pact'),
              createdAt: regex(ISO_DATE, '2026-03-01T06:30:00.000Z'),
              read: boolean(false),
            }),
            unreadCount: MatchersV3.integer(1),
          },
        })
        .executeTest(async (mock) => {
          const list = await client(mock.url).listNotifications(USER_ID, { limit: 20 });
          expect(list.unreadCount).toBe(1);
          expect(list.notifications[0]).toMatchObject({ kind: 'registration.approved', read: false });
        }));

    it('updateEmailPreferences: switches one kind of e-mail off', () =>
      pact
        .given('an active user {userId}', { userId: USER_ID })
        .uponReceiving('an e-mail switch turned off by the acting user')
        .withRequest({
          method: 'PUT',
          path: '/account/notification-preferences',
          headers: { ...acting, ...json },
          body: { preferences: [{ kind: 'tournament.starting', email: false }] },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: {
            preferences: eachLike({
              kind: like('registration.approved'),
              label: like('My registration is approved'),
              email: boolean(true),
            }),
          },
        })
        .executeTest(async (mock) => {
          const saved = await client(mock.url).updateEmailPreferences(USER_ID, {
            preferences: [{ kind: 'tournament.starting', email: false }],
          });
          expect(saved.preferences.length).toBeGreaterThan(0);
        }));
  });
}
