// Consumer contract bff-player → core-service: drives the real core client against the Pact mock
// server and writes contracts/pacts/bff-player-core-service.json. Matching is on shape; ids that
// only the provider knows come from its parameterised states (CONVENTIONS.md § Pact).
import path from 'node:path';
import { rmSync } from 'node:fs';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { accountsCoreInteractions, notificationsCoreInteractions } from './accounts-core.pact-interactions';
import { createPlayerCoreClient } from './core-client';

const { like, boolean, integer, regex, fromProviderState } = MatchersV3;

const pactDir = path.resolve(__dirname, '../../../contracts/pacts');
rmSync(path.join(pactDir, 'bff-player-core-service.json'), { force: true });

const pact = new PactV3({ consumer: 'bff-player', provider: 'core-service', dir: pactDir, logLevel: 'warn' });

const TOKEN = 'pact-service-token';
const USER_ID = '6043b804-5972-4be7-8345-3b48ebf62ace';
const SID = 'pact-session-0000000001';
const REGISTRATION_ID = '7d2f0c1e-3b4a-4c5d-8e6f-9a0b1c2d3e4f';
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const credentials = { email: 'player@example.com', password: 'player123' };

const authorization = { Authorization: regex('^Bearer .+$', `Bearer ${TOKEN}`) };
const json = { 'Content-Type': regex('^application/json', 'application/json') };
const errorBody = (message: string) => ({ message: like(message) });

/** The fields of SessionUser bff-player relies on (lichessUsername may be null, so it is not pinned). */
const sessionUser = () => ({
  id: fromProviderState('${userId}', USER_ID),
  username: like('player'),
  email: like('player@example.com'),
  role: regex('^(player|organizer|admin)$', 'player'),
  teamVerified: boolean(true),
  lichessVerified: boolean(true),
});

const client = (baseUrl: string) => createPlayerCoreClient({ baseUrl, serviceToken: TOKEN, traceHeaders: false });

describe('bff-player → core-service', () => {
  it('verifyCredentials: answers the user for matching credentials', () =>
    pact
      .given('an active user with email {email} and password {password}', credentials)
      .uponReceiving('a credentials check with the right password')
      .withRequest({ method: 'POST', path: '/auth/login', headers: { ...authorization, ...json }, body: credentials })
      .willRespondWith({ status: 200, headers: json, body: { user: sessionUser() } })
      .executeTest(async (mock) => {
        const user = await client(mock.url).verifyCredentials(credentials);
        expect(user).toMatchObject({ id: USER_ID, email: 'player@example.com', role: 'player' });
      }));

  it('verifyCredentials: answers 401 for a wrong password', () =>
    pact
      .given('an active user with email {email} and password {password}', credentials)
      .uponReceiving('a credentials check with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/auth/login',
        headers: { ...authorization, ...json },
        body: { email: credentials.email, password: 'wrong-password' },
      })
      .willRespondWith({ status: 401, headers: json, body: errorBody('Invalid email or password') })
      .executeTest(async (mock) => {
        await expect(
          client(mock.url).verifyCredentials({ email: credentials.email, password: 'wrong-password' }),
        ).rejects.toMatchObject({
          status: 401,
          message: 'Invalid email or password',
        });
      }));

  it('getSession: answers the stored session', () =>
    pact
      .given('a session {sid} of an active user', { sid: SID })
      .uponReceiving('a request for a stored session')
      .withRequest({ method: 'GET', path: `/sessions/${SID}`, headers: authorization })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          data: { userId: fromProviderState('${userId}', USER_ID) },
          expiresAt: regex(ISO_DATE, '2026-01-17T10:00:00.000Z'),
        },
      })
      .executeTest(async (mock) => {
        const session = await client(mock.url).getSession(SID);
        expect(session).toEqual({ data: { userId: USER_ID }, expiresAt: '2026-01-17T10:00:00.000Z' });
      }));

  it('getSession: answers 404 for an unknown session', () =>
    pact
      .uponReceiving('a request for a session that does not exist')
      .withRequest({ method: 'GET', path: '/sessions/pact-unknown-session-01', headers: authorization })
      .willRespondWith({ status: 404, headers: json, body: errorBody('Session not found') })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getSession('pact-unknown-session-01')).toBeUndefined();
      }));

  it('putSession: stores a session tied to a user', () =>
    pact
      .given('an active user {userId}', { userId: USER_ID })
      .uponReceiving('a session to store for a user')
      .withRequest({
        method: 'PUT',
        path: '/sessions/pact-new-session-000001',
        headers: { ...authorization, ...json },
        body: { data: { userId: fromProviderState('${userId}', USER_ID) }, maxAgeMs: integer(604_810_000) },
      })
      .willRespondWith({ status: 204 })
      .executeTest(async (mock) => {
        await expect(
          client(mock.url).putSession('pact-new-session-000001', { userId: USER_ID }, 604_810_000),
        ).resolves.toBeUndefined();
      }));

  it('missedEvents: refuses the resume call for a session that is not the acting user’s (401 JSON)', () =>
    pact
      .given('an active user {userId}', { userId: USER_ID })
      .uponReceiving('a live-update resume call for a session that does not exist')
      .withRequest({
        method: 'GET',
        path: '/events/missed',
        headers: {
          ...authorization,
          'X-Acting-User-Id': fromProviderState('${userId}', USER_ID),
          'X-Session-Id': 'pact-unknown-session-02',
        },
      })
      .willRespondWith({ status: 401, headers: json, body: errorBody('Your session has ended. Please sign in again.') })
      .executeTest(async (mock) => {
        await expect(client(mock.url).missedEvents!(USER_ID, 'pact-unknown-session-02')).rejects.toMatchObject({
          status: 401,
        });
      }));

  it('deleteSession: ends a session', () =>
    pact
      .given('a session {sid} of an active user', { sid: SID })
      .uponReceiving('a request to end a session')
      .withRequest({ method: 'DELETE', path: `/sessions/${SID}`, headers: authorization })
      .willRespondWith({ status: 204 })
      .executeTest(async (mock) => {
        await expect(client(mock.url).deleteSession(SID)).resolves.toBeUndefined();
      }));

  it('getSessionWithUser: answers the session and its active user in one call', () =>
    pact
      .given('a session {sid} of an active user', { sid: SID })
      .uponReceiving('a request for a session with its user')
      .withRequest({ method: 'GET', path: `/sessions/${SID}/user`, headers: authorization })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          data: { userId: fromProviderState('${userId}', USER_ID) },
          expiresAt: regex(ISO_DATE, '2026-01-17T10:00:00.000Z'),
          user: sessionUser(),
        },
      })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getSessionWithUser(SID)).toMatchObject({
          data: { userId: USER_ID },
          user: { id: USER_ID, role: 'player' },
        });
      }));

  it('getSessionWithUser: answers 404 for an unknown session', () =>
    pact
      .uponReceiving('a request for a session with its user that does not exist')
      .withRequest({ method: 'GET', path: '/sessions/pact-unknown-session-02/user', headers: authorization })
      .willRespondWith({ status: 404, headers: json, body: errorBody('Session not found') })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getSessionWithUser('pact-unknown-session-02')).toBeUndefined();
      }));

  it('getSessionUser: answers the session copy of an active user', () =>
    pact
      .given('an active user {userId}', { userId: USER_ID })
      .uponReceiving('a request for the session user of an active user')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/users/${userId}/session-user', `/users/${USER_ID}/session-user`),
        headers: authorization,
      })
      .willRespondWith({ status: 200, headers: json, body: sessionUser() })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getSessionUser(USER_ID)).toMatchObject({ id: USER_ID, role: 'player' });
      }));

  it('getSessionUser: answers 404 for an unknown or deactivated user', () =>
    pact
      .uponReceiving('a request for the session user of an unknown user')
      .withRequest({
        method: 'GET',
        path: regex('^/users/[0-9a-f-]{36}/session-user$', '/users/00000000-0000-4000-8000-000000000000/session-user'),
        headers: authorization,
      })
      .willRespondWith({ status: 404, headers: json, body: errorBody('User not found') })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getSessionUser('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      }));
});

// Playing: tournament detail, registrations, join, the player's registrations, server time.
describe('bff-player → core-service: playing', () => {
  const TOURNAMENT_ID = '3b0f2a6e-6c1d-4e7a-9f2b-5d4c3b2a1f00';
  const MONEY = '^\\d{1,8}\\.\\d{2}$';
  const publicTournament = () => ({
    id: fromProviderState('${tournamentId}', TOURNAMENT_ID),
    name: like('Weekend Blitz Cup'),
    status: regex('^(registration|open|live|completed)$', 'registration'),
    entryFee: regex(MONEY, '100.00'),
    startTime: regex(ISO_DATE, '2026-03-08T12:00:00.000Z'),
    registrationOpen: boolean(true),
    // core's join facts and windows (product.md §4, §9): null refusal while open, instants before the start
    joinRefusal: null,
    joinClosesAt: regex(ISO_DATE, '2026-03-08T11:50:00.000Z'),
    accessOpensAt: {
      dashboard: regex(ISO_DATE, '2026-03-08T11:45:00.000Z'),
      statusPage: regex(ISO_DATE, '2026-03-08T11:55:00.000Z'),
    },
    spotsLeft: integer(31),
    registrationCount: integer(1),
    maxPlayers: integer(32),
    isFree: boolean(false),
    organizerUpi: like('organizer@okaxis'),
  });
  const registration = (status = 'pending') => ({
    id: regex('^[0-9a-f-]{36}$', '8a1c3e5f-0b2d-4f6a-8c9e-1a2b3c4d5e6f'),
    tournamentId: fromProviderState('${tournamentId}', TOURNAMENT_ID),
    playerId: fromProviderState('${userId}', USER_ID),
    playerName: like('player'),
    paymentStatus: regex('^(pending|approved|rejected|paid)$', status),
    paymentId: like('UPI123456789'),
    registeredAt: regex(ISO_DATE, '2026-03-01T06:30:00.000Z'),
  });
  const { eachLike } = MatchersV3;

  it('getTournament: answers the public view', () =>
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a request for the public view of a tournament')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/tournaments/${tournamentId}', `/tournaments/${TOURNAMENT_ID}`),
        headers: authorization,
      })
      .willRespondWith({ status: 200, headers: json, body: publicTournament() })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getTournament(TOURNAMENT_ID)).toMatchObject({
          id: TOURNAMENT_ID,
          registrationOpen: true,
          isFree: false,
        });
      }));

  const ETAG = '^(W/)?"[^"]+"$';
  it('tournamentView: answers the view with its ETag (the version), unparsed', () =>
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a conditional request for the public view of a tournament, holding no ETag')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/tournaments/${tournamentId}', `/tournaments/${TOURNAMENT_ID}`),
        headers: authorization,
      })
      .willRespondWith({ status: 200, headers: { ...json, ETag: regex(ETAG, '"1kq.0"') }, body: publicTournament() })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).tournamentView(TOURNAMENT_ID);
        expect(answer).toMatchObject({ notModified: false, etag: '"1kq.0"' });
        expect(JSON.parse((answer as { data: string }).data)).toMatchObject({
          id: TOURNAMENT_ID,
          registrationOpen: true,
        });
      }));

  it('tournamentView: answers 304 while the ETag the caller holds is current', () =>
    pact
      .given('a tournament {tournamentId} whose public view the caller holds', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a conditional request for the public view of a tournament, holding its current ETag')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/tournaments/${tournamentId}', `/tournaments/${TOURNAMENT_ID}`),
        headers: { ...authorization, 'If-None-Match': fromProviderState('${etag}', '"1kq.0"') },
      })
      .willRespondWith({ status: 304, headers: { ETag: regex(ETAG, '"1kq.0"') } })
      .executeTest(async (mock) => {
        expect(await client(mock.url).tournamentView(TOURNAMENT_ID, '"1kq.0"')).toEqual({
          notModified: true,
          etag: '"1kq.0"',
        });
      }));

  it('tournamentListView: answers the list with its ETag', () =>
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .uponReceiving('a conditional request for the public tournaments, holding no ETag')
      .withRequest({ method: 'GET', path: '/tournaments', headers: authorization })
      .willRespondWith({
        status: 200,
        headers: { ...json, ETag: regex(ETAG, '"1kr.0"') },
        body: { tournaments: eachLike(publicTournament()) },
      })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).tournamentListView({});
        expect(answer).toMatchObject({ notModified: false, etag: '"1kr.0"', data: [{ id: TOURNAMENT_ID }] });
      }));

  it('getTournament: answers 404 for an unknown tournament', () =>
    pact
      .uponReceiving('a request for a tournament that does not exist')
      .withRequest({ method: 'GET', path: '/tournaments/00000000-0000-4000-8000-0000000000f4', headers: authorization })
      .willRespondWith({ status: 404, headers: json, body: errorBody('Tournament not found') })
      .executeTest(async (mock) => {
        await expect(client(mock.url).getTournament('00000000-0000-4000-8000-0000000000f4')).rejects.toMatchObject({
          status: 404,
          message: 'Tournament not found',
        });
      }));

  it("tournamentRegistrationsView: answers the list with its ETag, with the viewer's own transaction id", () =>
    pact
      .given('a player {userId} registered for tournament {tournamentId}', {
        userId: USER_ID,
        tournamentId: TOURNAMENT_ID,
      })
      .uponReceiving("a request for a tournament's registrations on behalf of a registered player")
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          '/tournaments/${tournamentId}/registrations',
          `/tournaments/${TOURNAMENT_ID}/registrations`,
        ),
        headers: { ...authorization, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ETag: regex(ETAG, '"1kq.0.u"') },
        body: { registrations: eachLike(registration()) },
      })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).tournamentRegistrationsView(TOURNAMENT_ID, USER_ID);
        expect(answer).toMatchObject({ notModified: false, etag: '"1kq.0.u"' });
        const [first] = JSON.parse((answer as { data: string }).data);
        expect(first).toMatchObject({ playerId: USER_ID, paymentStatus: 'pending', paymentId: 'UPI123456789' });
      }));

  it('joinTournament: registers a team-verified player (201)', () =>
    pact
      .given('a tournament {tournamentId} open for registration', { tournamentId: TOURNAMENT_ID })
      .given('a team-verified player {userId}', { userId: USER_ID })
      .uponReceiving('a join with a transaction id by a team-verified player')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/tournaments/${tournamentId}/join', `/tournaments/${TOURNAMENT_ID}/join`),
        headers: { ...authorization, ...json, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
        body: { transactionId: 'UPI123456789' },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: { message: like('Registration submitted.'), registration: registration() },
      })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).joinTournament(USER_ID, TOURNAMENT_ID, 'UPI123456789');
        expect(answer).toMatchObject({
          created: true,
          registration: { paymentStatus: 'pending', paymentId: 'UPI123456789' },
        });
      }));

  it('joinTournament: refuses a full tournament with 409 and the reason', () =>
    pact
      .given('a full tournament {tournamentId}', { tournamentId: TOURNAMENT_ID })
      .given('a team-verified player {userId}', { userId: USER_ID })
      .uponReceiving('a join into a full tournament')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/tournaments/${tournamentId}/join', `/tournaments/${TOURNAMENT_ID}/join`),
        headers: { ...authorization, ...json, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
        body: { transactionId: 'UPI123456789' },
      })
      .willRespondWith({ status: 409, headers: json, body: { message: 'Tournament is full' } })
      .executeTest(async (mock) => {
        await expect(client(mock.url).joinTournament(USER_ID, TOURNAMENT_ID, 'UPI123456789')).rejects.toMatchObject({
          status: 409,
          message: 'Tournament is full',
        });
      }));

  it("listMyRegistrations: answers the player's registrations with their tournaments", () =>
    pact
      .given('a player {userId} registered for tournament {tournamentId}', {
        userId: USER_ID,
        tournamentId: TOURNAMENT_ID,
      })
      .uponReceiving("a request for the acting player's registrations")
      .withRequest({
        method: 'GET',
        path: '/player/registrations',
        headers: { ...authorization, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { registrations: eachLike({ ...registration(), tournament: publicTournament() }) },
      })
      .executeTest(async (mock) => {
        const [mine] = await client(mock.url).listMyRegistrations(USER_ID);
        expect(mine).toMatchObject({ playerId: USER_ID, tournament: { id: TOURNAMENT_ID } });
      }));

  it("myRegistrationsView: answers the player's registrations with their ETag", () =>
    pact
      .given('a player {userId} registered for tournament {tournamentId}', {
        userId: USER_ID,
        tournamentId: TOURNAMENT_ID,
      })
      .uponReceiving("a conditional request for the acting player's registrations, holding no ETag")
      .withRequest({
        method: 'GET',
        path: '/player/registrations',
        headers: { ...authorization, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ETag: regex('^(W/)?"[^"]+"$', '"1ks.0"') },
        body: { registrations: eachLike({ ...registration(), tournament: publicTournament() }) },
      })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).myRegistrationsView(USER_ID);
        expect(answer).toMatchObject({ notModified: false, etag: '"1ks.0"', data: [{ playerId: USER_ID }] });
      }));

  it('withdrawRegistration: the player withdraws their own pending registration', () =>
    pact
      .given('a player {userId} with a pending registration {registrationId}', {
        userId: USER_ID,
        registrationId: REGISTRATION_ID,
      })
      .uponReceiving('a withdrawal of a pending registration by its player')
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          '/player/registrations/${registrationId}/withdraw',
          `/player/registrations/${REGISTRATION_ID}/withdraw`,
        ),
        headers: { ...authorization, 'X-Acting-User-Id': fromProviderState('${userId}', USER_ID) },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          message: like('Registration withdrawn'),
          registration: {
            id: fromProviderState('${registrationId}', REGISTRATION_ID),
            playerId: fromProviderState('${userId}', USER_ID),
            paymentStatus: 'withdrawn',
          },
        },
      })
      .executeTest(async (mock) => {
        const result = await client(mock.url).withdrawRegistration(USER_ID, REGISTRATION_ID);
        expect(result.registration).toMatchObject({ id: REGISTRATION_ID, paymentStatus: 'withdrawn' });
      }));

  it("getServerTime: answers core's clock", () =>
    pact
      .uponReceiving("a request for core's clock")
      .withRequest({ method: 'GET', path: '/time', headers: authorization })
      .willRespondWith({ status: 200, headers: json, body: { now: regex(ISO_DATE, '2026-03-01T06:30:00.000Z') } })
      .executeTest(async (mock) => {
        expect(await client(mock.url).getServerTime()).toEqual({ now: '2026-03-01T06:30:00.000Z' });
      }));
});

describe('bff-player → core-service: abuse limits', () => {
  const policy = { limit: 5, windowSeconds: 3600, backoffMaxSeconds: 900 };
  const state = { allowed: boolean(true), count: integer(0), retryAfterSeconds: integer(0) };

  it('checkRateLimit: answers whether one more hit is allowed, counting nothing', () =>
    pact
      .uponReceiving('a rate limit check for a key without hits')
      .withRequest({
        method: 'POST',
        path: '/rate-limits/sign-in-pair/check',
        headers: { ...authorization, ...json },
        body: { key: 'player@example.com|203.0.113.7', ...policy },
      })
      .willRespondWith({ status: 200, headers: json, body: state })
      .executeTest(async (mock) => {
        expect(await client(mock.url).checkRateLimit('sign-in-pair', 'player@example.com|203.0.113.7', policy)).toEqual(
          { allowed: true, count: 0, retryAfterSeconds: 0 },
        );
      }));

  it('consumeRateLimit: counts a hit', () =>
    pact
      .uponReceiving('a rate limit hit for a key without hits')
      .withRequest({
        method: 'POST',
        path: '/rate-limits/accounts-ip/consume',
        headers: { ...authorization, ...json },
        body: { key: '203.0.113.7', limit: 20, windowSeconds: 3600 },
      })
      .willRespondWith({ status: 200, headers: json, body: { ...state, count: integer(1) } })
      .executeTest(async (mock) => {
        const answer = await client(mock.url).consumeRateLimit('accounts-ip', '203.0.113.7', {
          limit: 20,
          windowSeconds: 3600,
        });
        expect(answer).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
      }));

  it('releaseRateLimit: gives back a reserved hit', () =>
    pact
      .uponReceiving('a rate limit release')
      .withRequest({
        method: 'POST',
        path: '/rate-limits/sign-in-ip/release',
        headers: { ...authorization, ...json },
        body: { key: '203.0.113.7' },
      })
      .willRespondWith({ status: 204 })
      .executeTest(async (mock) => {
        await expect(client(mock.url).releaseRateLimit('sign-in-ip', '203.0.113.7')).resolves.toBeUndefined();
      }));

  it('resetRateLimit: forgets a count', () =>
    pact
      .uponReceiving('a rate limit reset')
      .withRequest({
        method: 'POST',
        path: '/rate-limits/sign-in-pair/reset',
        headers: { ...authorization, ...json },
        body: { key: 'player@example.com|203.0.113.7' },
      })
      .willRespondWith({ status: 204 })
      .executeTest(async (mock) => {
        await expect(
          client(mock.url).resetRateLimit('sign-in-pair', 'player@example.com|203.0.113.7'),
        ).resolves.toBeUndefined();
      }));
});

// Accounts and onboarding, kept in their own module.
accountsCoreInteractions(pact);
notificationsCoreInteractions(pact);
