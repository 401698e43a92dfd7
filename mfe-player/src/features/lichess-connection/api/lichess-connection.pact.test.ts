/**
 * @jest-environment node
 *
 * Consumer pact mfe-player → bff-organizer (the edge routes /api/lichess/* there): the profile's Lichess
 * connection card's fetchers drive this remote's typed bff-organizer client against the Pact mock server,
 * matching on shape.
 * Writes contracts/pacts/mfe-player-bff-organizer.json.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { ApiError } from '@chess-portal/portal-kit';
import { createOrganizerClient } from '../../../lib/organizer-client';
import { deleteLichessConnection } from './delete-lichess-connection';
import { getLichessConnection } from './get-lichess-connection';
import { startLichessOAuth } from './start-lichess-connection';

const { boolean, eachLike, regex, string } = MatchersV3;

const pactDir = path.resolve(__dirname, '../../../../../contracts/pacts');
// this file is the only writer of the pair's contract: start it afresh
rmSync(path.join(pactDir, 'mfe-player-bff-organizer.json'), { force: true });
const pact = new PactV3({ consumer: 'mfe-player', provider: 'bff-organizer', dir: pactDir, logLevel: 'warn' });

const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const client = (baseUrl: string) => createOrganizerClient({ baseUrl });

describe('mfe-player → bff-organizer (Lichess connection)', () => {
  it('reads the connected account', async () => {
    pact
      .given('a signed-in organizer with Lichess account {username} connected', { username: 'DemoOrganizer' })
      .uponReceiving('a request for the organizer’s Lichess connection')
      .withRequest({ method: 'GET', path: '/api/lichess/connection' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          connected: true,
          username: string('DemoOrganizer'),
          profileUrl: string('https://lichess.org/@/DemoOrganizer'),
          scopes: eachLike('tournament:write'),
          connectedAt: regex(ISO_DATE, '2026-07-01T10:00:00.000Z'),
          platformFallback: boolean(true),
        },
      });
    await pact.executeTest(async (mock) => {
      const connection = await getLichessConnection(client(mock.url));
      expect(connection).toMatchObject({ connected: true, username: 'DemoOrganizer' });
    });
  });

  it('starts connecting: answers the Lichess consent page to go to', async () => {
    pact
      .given('a signed-in organizer without a Lichess account')
      .uponReceiving('a request to start connecting a Lichess account')
      .withRequest({ method: 'POST', path: '/api/lichess/oauth/start', headers: { 'Content-Type': 'application/json' }, body: {} })
      .willRespondWith({ status: 200, headers: json, body: { authorizeUrl: regex('^https?://.+/oauth\\?.+', 'https://lichess.org/oauth?response_type=code&code_challenge_method=S256') } });
    await pact.executeTest(async (mock) => {
      expect((await startLichessOAuth(client(mock.url))).authorizeUrl).toContain('/oauth?');
    });
  });

  it('disconnects and answers the disconnected state', async () => {
    pact
      .given('a signed-in organizer with Lichess account {username} connected', { username: 'DemoOrganizer' })
      .uponReceiving('a request to disconnect the Lichess account')
      .withRequest({ method: 'DELETE', path: '/api/lichess/connection', headers: { 'Content-Type': 'application/json' }, body: {} })
      .willRespondWith({ status: 200, headers: json, body: { connected: false, username: null, scopes: [], platformFallback: boolean(true) } });
    await pact.executeTest(async (mock) => {
      expect(await deleteLichessConnection(client(mock.url))).toMatchObject({ connected: false, username: null });
    });
  });

  it('is refused to a player with 403 { message }', async () => {
    pact
      .given('a signed-in player')
      .uponReceiving('a player asking for a Lichess connection')
      .withRequest({ method: 'GET', path: '/api/lichess/connection' })
      .willRespondWith({ status: 403, headers: json, body: { message: string('You do not have permission to do this') } });
    await pact.executeTest(async (mock) => {
      const error = await getLichessConnection(client(mock.url)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    });
  });
});
