// Consumer interactions mfe-player → bff-player for accounts and onboarding, registered by
// player-api.pact.test.ts (one test file per pact file), driving the features' fetchers over this
// remote's typed client made for the mock server.
import { MatchersV3, type PactV3 } from '@pact-foundation/pact';
import { type ApiError } from '@chess-portal/portal-kit';
import { applyOrganizer } from '../../features/apply-organizer/api/apply-organizer';
import { forgotPassword } from '../../features/password-reset/api/forgot-password';
import { resetPassword } from '../../features/password-reset/api/reset-password';
import { getProfile } from '../../features/profile/api/get-profile';
import { updateProfile } from '../../features/profile/api/update-profile';
import { register } from '../../features/register/api/register';
import { confirmEmail } from '../../features/confirm-email/api/confirm-email';
import { checkTeam } from '../../lib/team/check-team';
import { getTeamInfo } from '../../lib/team/get-team-info';
import { verifyTeam } from '../../lib/team/verify-team';
import { createPlayerClient } from '../../lib/api-client';
import { startLichessSignIn } from '../../lib/lichess-sign-in';

const { boolean, like, regex, uuid } = MatchersV3;

const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const send = { 'Content-Type': 'application/json' };
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const NOTE = 'I coach juniors every weekend and would like to run monthly rapid tournaments for them.';

const user = (overrides: object = {}) => ({
  id: uuid('7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b'),
  username: like('player1'),
  email: like('player1@example.com'),
  role: 'player',
  teamVerified: boolean(true),
  lichessUsername: like('DemoPlayer'),
  lichessVerified: boolean(true),
  ...overrides,
});
const application = {
  id: uuid('5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
  status: 'pending',
  createdAt: regex(ISO_DATE, '2026-03-01T06:30:00.000Z'),
  reviewedAt: null,
};
const profile = (overrides: object = {}) => ({
  id: uuid('7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b'),
  username: like('player1'),
  email: like('player1@example.com'),
  lichessUsername: like('DemoPlayer'),
  upiId: null,
  whatsappNumber: null,
  role: 'player',
  lichessVerified: boolean(true),
  teamVerified: boolean(true),
  organizerApplication: null,
  ...overrides,
});

const client = (baseUrl: string) => createPlayerClient({ baseUrl });

export function accountsInteractions(pact: PactV3) {
  describe('mfe-player → bff-player: accounts and onboarding', () => {
    it('register: creates the account and signs it in (201)', async () => {
      const body = { username: 'new_player', email: 'new.player@example.com', password: 'secret123' };
      pact
        .uponReceiving('a registration')
        .withRequest({ method: 'POST', path: '/api/auth/register', headers: send, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: user({
            username: 'new_player',
            email: 'new.player@example.com',
            teamVerified: false,
            lichessUsername: null,
            lichessVerified: false,
          }),
        });
      await pact.executeTest(async (mock) => {
        expect(await register(body, client(mock.url))).toMatchObject({ username: 'new_player', lichessUsername: null });
      });
    });

    it('register: a registered e-mail gets the same 201 answer (no session; the owner is e-mailed)', async () => {
      const taken = { username: 'other_player', email: 'taken@example.com', password: 'secret123' };
      pact
        .given('an active user with email {email} and password {password}', {
          email: 'taken@example.com',
          password: 'secret123',
        })
        .uponReceiving('a registration with a taken e-mail')
        .withRequest({ method: 'POST', path: '/api/auth/register', headers: send, body: taken })
        .willRespondWith({
          status: 201,
          headers: json,
          body: user({
            username: 'other_player',
            email: 'taken@example.com',
            teamVerified: false,
            lichessUsername: null,
            lichessVerified: false,
          }),
        });
      await pact.executeTest(async (mock) => {
        expect(await register(taken, client(mock.url))).toMatchObject({
          username: 'other_player',
          lichessUsername: null,
        });
      });
    });

    it('startLichessSignIn: answers the Lichess sign-in page', async () => {
      pact
        .given('a signed-in player')
        .uponReceiving('a sign-in with Lichess started from the wizard')
        .withRequest({
          method: 'POST',
          path: '/api/auth/lichess/start',
          headers: send,
          body: { returnTo: '/register' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { authorizeUrl: like('https://lichess.org/oauth?response_type=code&client_id=chess-school-arena') },
        });
      await pact.executeTest(async (mock) => {
        const started = await startLichessSignIn('/register', client(mock.url));
        expect(started.authorizeUrl).toMatch(/\/oauth\?/);
      });
    });

    it('verifyTeam: answers teamVerified and the user', async () => {
      pact
        .given('a signed-in player')
        .uponReceiving('a team verification')
        .withRequest({
          method: 'POST',
          path: '/api/auth/verify-team',
          headers: { 'Content-Type': 'application/json' },
          body: {},
        })
        .willRespondWith({ status: 200, headers: json, body: { teamVerified: boolean(true), user: user() } });
      await pact.executeTest(async (mock) => {
        expect(await verifyTeam(client(mock.url))).toMatchObject({ teamVerified: true });
      });
    });

    it('checkTeam: the polled membership check', async () => {
      pact
        .given('a signed-in player')
        .uponReceiving('a polled team membership check')
        .withRequest({
          method: 'GET',
          path: '/api/check-team',
          query: { teamId: 'chess-school', username: 'DemoPlayer' },
        })
        .willRespondWith({ status: 200, headers: json, body: { success: true, isMember: boolean(true) } });
      await pact.executeTest(async (mock) => {
        const membership = await checkTeam('chess-school', 'DemoPlayer', client(mock.url));
        expect(membership).toEqual({ success: true, isMember: true });
      });
    });

    it('teamInfo: the designated team and its page', async () => {
      pact
        .uponReceiving('a request for the designated team')
        .withRequest({ method: 'GET', path: '/api/team-info' })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { teamId: like('chess-school'), teamUrl: like('https://lichess.test/team/chess-school') },
        });
      await pact.executeTest(async (mock) => {
        expect((await getTeamInfo(client(mock.url))).teamId).toBe('chess-school');
      });
    });

    it('getProfile: the profile of the signed-in user', async () => {
      pact
        .given('a signed-in player')
        .uponReceiving('a request for the profile')
        .withRequest({ method: 'GET', path: '/api/me' })
        .willRespondWith({ status: 200, headers: json, body: profile() });
      await pact.executeTest(async (mock) => {
        expect(await getProfile(client(mock.url))).toMatchObject({ role: 'player', organizerApplication: null });
      });
    });

    it('updateProfile: saves and answers the user to store', async () => {
      const body = {
        username: 'renamed_player',
        email: 'renamed@example.com',
        lichessUsername: 'DemoPlayer',
        upiId: 'me@okaxis',
        whatsappNumber: null,
      };
      pact
        .given('a signed-in player')
        .uponReceiving('a profile update')
        .withRequest({ method: 'PUT', path: '/api/me', headers: send, body })
        .willRespondWith({
          status: 200,
          headers: json,
          body: {
            // a changed e-mail adds that a confirmation link was sent to it
            message: regex('^Profile updated successfully.*', 'Profile updated successfully'),
            user: user({ username: 'renamed_player' }),
            profile: profile({ username: 'renamed_player', upiId: 'me@okaxis' }),
          },
        });
      await pact.executeTest(async (mock) => {
        expect(await updateProfile(body, client(mock.url))).toMatchObject({ user: { username: 'renamed_player' } });
      });
    });

    it('updateProfile: an unknown Lichess name is a 400 whose message says "not found"', async () => {
      const body = {
        username: 'player1',
        email: 'player1@example.com',
        lichessUsername: 'NoSuchPlayer42',
        upiId: null,
        whatsappNumber: null,
      };
      pact
        .given('a signed-in player')
        .uponReceiving('a profile update with an unknown Lichess username')
        .withRequest({ method: 'PUT', path: '/api/me', headers: send, body })
        .willRespondWith({
          status: 400,
          headers: json,
          body: { message: regex('.*not found.*', 'Lichess user "NoSuchPlayer42" was not found.') },
        });
      await pact.executeTest(async (mock) => {
        const error = (await updateProfile(body, client(mock.url)).catch((e: unknown) => e)) as ApiError;
        expect(error.serverMessage).toContain('not found');
      });
    });

    it('applyOrganizer: a signed-in player applies (201)', async () => {
      const body = { lichessUsername: 'DemoPlayer', applicationNote: NOTE, upiId: 'me@okaxis' };
      pact
        .given('a signed-in player')
        .uponReceiving('an organizer application by a signed-in player')
        .withRequest({ method: 'POST', path: '/api/apply-organizer', headers: send, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: { message: 'Application submitted successfully', application, user: user() },
        });
      await pact.executeTest(async (mock) => {
        expect(await applyOrganizer(body, client(mock.url))).toMatchObject({ application: { status: 'pending' } });
      });
    });

    it("applyOrganizer: a visitor's application creates the account (201)", async () => {
      const body = {
        username: 'club_host',
        email: 'club.host@example.com',
        password: 'Organize1',
        lichessUsername: 'KnightRider99',
        applicationNote: NOTE,
        upiId: 'host@okaxis',
      };
      pact
        .uponReceiving("a visitor's organizer application")
        .withRequest({ method: 'POST', path: '/api/apply-organizer', headers: send, body })
        .willRespondWith({
          status: 201,
          headers: json,
          body: {
            message: 'Application submitted successfully',
            application,
            user: user({ username: 'club_host', lichessUsername: 'KnightRider99' }),
          },
        });
      await pact.executeTest(async (mock) => {
        expect(await applyOrganizer(body, client(mock.url))).toMatchObject({ user: { username: 'club_host' } });
      });
    });

    it('confirmEmail: an unknown or used link is a 400 with a message', async () => {
      pact
        .uponReceiving('an e-mail confirmation with an unknown token')
        .withRequest({
          method: 'POST',
          path: '/api/auth/confirm-email',
          headers: send,
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
        });
      await pact.executeTest(async (mock) => {
        const error = (await confirmEmail('unknown-email-change-token', client(mock.url)).catch(
          (e: unknown) => e,
        )) as ApiError;
        expect(error.serverMessage).toMatch(/invalid or has expired/);
      });
    });

    it('forgotPassword: the same answer for any address (202)', async () => {
      pact
        .uponReceiving('a request for a password reset link')
        .withRequest({
          method: 'POST',
          path: '/api/auth/forgot-password',
          headers: send,
          body: { email: 'someone@example.com' },
        })
        .willRespondWith({
          status: 202,
          headers: json,
          body: { message: like('If an account exists for that email, we have sent a link to reset your password.') },
        });
      await pact.executeTest(async (mock) => {
        expect((await forgotPassword('someone@example.com', client(mock.url))).message).toMatch(/If an account exists/);
      });
    });

    it('resetPassword: sets the new password with the e-mailed token', async () => {
      pact
        .given('a password reset token {token} for an active user', { token: 'valid-reset-token' })
        .uponReceiving('a password reset with the e-mailed token')
        .withRequest({
          method: 'POST',
          path: '/api/auth/reset-password',
          headers: send,
          body: { token: 'valid-reset-token', password: 'new-secret' },
        })
        .willRespondWith({
          status: 200,
          headers: json,
          body: { message: like('Your password has been reset. Please sign in with your new password.') },
        });
      await pact.executeTest(async (mock) => {
        const reset = { token: 'valid-reset-token', password: 'new-secret' };
        expect(await resetPassword(reset, client(mock.url))).toHaveProperty('message');
      });
    });
  });
}
