/**
 * @jest-environment node
 *
 * Consumer pact mfe-player → bff-player: the real portal-kit client (through this remote's
 * api-client) against the Pact mock server, matching on shape. Writes contracts/pacts/mfe-player-bff-player.json.
 */
import path from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { ApiError, createApiClient } from '@chess-portal/portal-kit';
import { createPlayerApi } from './api-client';

const { boolean, fromProviderState, regex, string, uuid } = MatchersV3;

const pact = new PactV3({
  consumer: 'mfe-player',
  provider: 'bff-player',
  dir: path.resolve(__dirname, '../../../contracts/pacts'),
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

const api = (baseUrl: string) => createPlayerApi(createApiClient({ baseUrl }));

describe('mfe-player → bff-player', () => {
  it('signs in with e-mail and password and gets the session user', async () => {
    const credentials = { email: 'player1@example.com', password: 'secret123' };
    pact
      .given('an active user with email {email} and password {password}', credentials)
      .uponReceiving('a sign-in with valid credentials')
      .withRequest({ method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json' }, body: credentials })
      .willRespondWith({ status: 200, headers: json, body: sessionUser(fromProviderState('${userId}', '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b')) });

    await pact.executeTest(async (mock) => {
      const user = await api(mock.url).login(credentials);
      expect(user).toMatchObject({ username: 'player1', role: 'player', teamVerified: true });
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('refuses a wrong password with 401 { message }, raised as ApiError', async () => {
    pact
      .given('an active user with email {email} and password {password}', { email: 'player1@example.com', password: 'secret123' })
      .uponReceiving('a sign-in with a wrong password')
      .withRequest({ method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json' }, body: { email: 'player1@example.com', password: 'wrong-password' } })
      .willRespondWith({ status: 401, headers: json, body: { message: string('Invalid email or password') } });

    await pact.executeTest(async (mock) => {
      const error = await api(mock.url)
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
      .willRespondWith({ status: 200, headers: json, body: { ...sessionUser(fromProviderState('${userId}', '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b')), role: 'player' } });

    await pact.executeTest(async (mock) => {
      const user = await api(mock.url).me();
      expect(user.role).toBe('player');
      expect(typeof user.username).toBe('string');
    });
  });
});
