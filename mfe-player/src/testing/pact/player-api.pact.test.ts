/**
 * @jest-environment node
 *
 * Consumer pact mfe-player → bff-player: this remote's fetchers, over its typed client (src/lib/api-client)
 * made for the Pact mock server, matching on shape; the session calls over portal-kit's session API,
 * as the shell makes them. Writes contracts/pacts/mfe-player-bff-player.json.
 */
import path from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { ApiError, createApiClient, createSessionApi } from '@chess-portal/portal-kit';
import { joinTournament } from '../../features/tournament-detail/api/join-tournament';
import { getMyRegistrations } from '../../features/tournaments/api/get-my-registrations';
import { accountsInteractions } from './accounts.pact-interactions';
import { createPlayerClient } from '../../lib/api-client';
import { getServerTime } from '../../lib/server-clock';
import { getTournament } from '../../lib/tournaments/get-tournament';
import { getTournamentRegistrations } from '../../lib/tournaments/get-tournament-registrations';

const { boolean, fromProviderState, regex, string, uuid } = MatchersV3;

const pact = new PactV3({
  consumer: 'mfe-player',
  provider: 'bff-player',
  dir: path.resolve(__dirname, '../../../../contracts/pacts'),
  logLevel: 'warn',
});

const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };

const sessionUser = (id: ReturnType<typeof uuid> | ReturnType<typeof fromProviderState>) => ({
  id,
  username: string('player1'),
  email: string('player1@example.com'),
  role: regex('^(player|organizer|admin)$', 'player'),
  teamVerified: boolean(true),
  lichessUsername: string('Player1'),
  lichessVerified: boolean(true),
});

const session = (baseUrl: string) => createSessionApi(createApiClient({ baseUrl }));
const client = (baseUrl: string) => createPlayerClient({ baseUrl });

describe('mfe-player → bff-player', () => {
  it('signs in with e-mail and password and gets the session user', async () => {
    const credentials = { email: 'player1@example.com', password: 'secret123' };
    pact
      .given('an active user with email {email} and password {password}', credentials)
      .uponReceiving('a sign-in with valid credentials')
      .withRequest({
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json' },
        body: credentials,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: sessionUser(fromProviderState('${userId}', '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b')),
      });

    await pact.executeTest(async (mock) => {
      const user = await session(mock.url).login(credentials);
      expect(user).toMatchObject({ username: 'player1', role: 'player', teamVerified: true });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('refuses a wrong password with 401 { message }, raised as ApiError', async () => {
    pact
      .given('an active user with email {email} and password {password}', {
        email: 'player1@example.com',
        password: 'secret123',
      })
      .uponReceiving('a sign-in with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json' },
        body: { email: 'player1@example.com', password: 'wrong-password' },
      })
      .willRespondWith({ status: 401, headers: json, body: { message: string('Invalid email or password') } });

    await pact.executeTest(async (mock) => {
      const error = await session(mock.url)
        .login({ email: 'player1@example.com', password: 'wrong-password' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).serverMessage).toBe('Invalid email or password');
    });
  });

  it('reads the signed-in user from GET /api/auth/me', async () => {
    pact
      .given('a signed-in player')
      .uponReceiving('a request for the current session user')
      .withRequest({ method: 'GET', path: '/api/auth/me' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          ...sessionUser(fromProviderState('${userId}', '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b')),
          role: 'player',
        },
      });

    await pact.executeTest(async (mock) => {
      const user = await session(mock.url).me();
      expect(user.role).toBe('player');
      expect(typeof user.username).toBe('string');
    });
  });
});

// Playing: tournament detail, registrations, join, the dashboard's aggregated call, server time.
describe('mfe-player → bff-player: playing', () => {
  const { eachLike, integer, like } = MatchersV3;
  const TOURNAMENT_ID = '3b0f2a6e-6c1d-4e7a-9f2b-5d4c3b2a1f00';
  const PLAYER_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
  const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
  const tournamentPath = (suffix = '') =>
    fromProviderState(`/api/tournaments/\${tournamentId}${suffix}`, `/api/tournaments/${TOURNAMENT_ID}${suffix}`);
  const publicTournament = () => ({
    id: fromProviderState('${tournamentId}', TOURNAMENT_ID),
    name: string('Weekend Blitz Cup'),
    status: regex('^(registration|open|live|completed)$', 'registration'),
    entryFee: regex('^\\d{1,8}\\.\\d{2}$', '100.00'),
    startTime: regex(ISO, '2026-03-08T12:00:00.000Z'),
    registrationOpen: boolean(true),
    // core's join facts and windows (product.md §4, §9): null refusal while open, instants before the start
    joinRefusal: null,
    joinClosesAt: regex(ISO, '2026-03-08T11:50:00.000Z'),
    accessOpensAt: {
      dashboard: regex(ISO, '2026-03-08T11:45:00.000Z'),
      statusPage: regex(ISO, '2026-03-08T11:55:00.000Z'),
    },
    spotsLeft: integer(31),
    registrationCount: integer(1),
    maxPlayers: integer(32),
    isFree: boolean(false),
    organizerUpi: string('organizer@okaxis'),
  });
  const registration = () => ({
    id: uuid('8a1c3e5f-0b2d-4f6a-8c9e-1a2b3c4d5e6f'),
    tournamentId: fromProviderState('${tournamentId}', TOURNAMENT_ID),
    playerId: fromProviderState('${userId}', PLAYER_ID),
    paymentStatus: regex('^(pending|approved|rejected|paid)$', 'pending'),
    paymentId: string('UPI123456789'),
    registeredAt: regex(ISO, '2026-03-01T06:30:00.000Z'),
  });

  it('reads the public view of a tournament', async () => {
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a request for a tournament page')
      .withRequest({ method: 'GET', path: tournamentPath() })
      .willRespondWith({ status: 200, headers: json, body: publicTournament() });
    await pact.executeTest(async (mock) => {
      const tournament = await getTournament(TOURNAMENT_ID, client(mock.url));
      expect(tournament).toMatchObject({ id: TOURNAMENT_ID, isFree: false, organizerUpi: 'organizer@okaxis' });
    });
  });

  it("reads a tournament's registrations, with the signed-in player's own", async () => {
    pact
      .given('a signed-in player registered for tournament {tournamentId}', { tournamentId: TOURNAMENT_ID })
      .uponReceiving("a request for a tournament's registrations by a registered player")
      .withRequest({ method: 'GET', path: tournamentPath('/registrations') })
      .willRespondWith({ status: 200, headers: json, body: eachLike(registration()) });
    await pact.executeTest(async (mock) => {
      const [mine] = await getTournamentRegistrations(TOURNAMENT_ID, client(mock.url));
      expect(mine).toMatchObject({ playerId: PLAYER_ID, paymentId: 'UPI123456789' });
    });
  });

  it('joins with a transaction id (201)', async () => {
    pact
      .given('a signed-in player')
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a join with a transaction id')
      .withRequest({
        method: 'POST',
        path: tournamentPath('/join'),
        headers: { 'Content-Type': 'application/json' },
        body: { playerId: uuid(PLAYER_ID), transactionId: 'UPI123456789' },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: { message: string('Registration submitted.'), registration: registration() },
      });
    await pact.executeTest(async (mock) => {
      const join = { playerId: PLAYER_ID, transactionId: 'UPI123456789' };
      const answer = await joinTournament(TOURNAMENT_ID, join, client(mock.url));
      expect(answer.registration).toMatchObject({ paymentStatus: 'pending', paymentId: 'UPI123456789' });
    });
  });

  it('is refused a join without a session (401 { message })', async () => {
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a join without a session')
      .withRequest({
        method: 'POST',
        path: tournamentPath('/join'),
        headers: { 'Content-Type': 'application/json' },
        body: { playerId: uuid(PLAYER_ID), transactionId: null },
      })
      .willRespondWith({ status: 401, headers: json, body: { message: string('Authentication required') } });
    await pact.executeTest(async (mock) => {
      const join = { playerId: PLAYER_ID, transactionId: null };
      const error = await joinTournament(TOURNAMENT_ID, join, client(mock.url)).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
    });
  });

  it("reads the player's registrations in one aggregated call", async () => {
    pact
      .given('a signed-in player registered for tournament {tournamentId}', { tournamentId: TOURNAMENT_ID })
      .uponReceiving("a request for the signed-in player's registrations")
      .withRequest({ method: 'GET', path: '/api/user/tournament-registrations' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({ ...registration(), tournament: like(publicTournament()) }),
      });
    await pact.executeTest(async (mock) => {
      const [mine] = await getMyRegistrations(client(mock.url));
      expect(mine.tournament.id).toBe(TOURNAMENT_ID);
    });
  });

  it("reads the server's clock", async () => {
    pact
      .uponReceiving("a request for the server's clock")
      .withRequest({ method: 'GET', path: '/api/time' })
      .willRespondWith({ status: 200, headers: json, body: { now: regex(ISO, '2026-03-01T06:30:00.000Z') } });
    await pact.executeTest(async (mock) => {
      expect(await getServerTime(client(mock.url))).toEqual({ now: '2026-03-01T06:30:00.000Z' });
    });
  });
});

// Accounts and onboarding, kept in their own module.
accountsInteractions(pact);
