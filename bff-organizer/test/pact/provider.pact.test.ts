// Provider verification: bff-organizer honours the contract its remote (mfe-organizer) wrote in
// contracts/pacts/mfe-organizer-bff-organizer.json. The real bff-organizer app runs on a loopback
// port with a stub core injected through createApp deps; provider states set what the stub answers.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { DEFAULT_PUBLIC_URL, serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { emptyJsonBodyFix } from '@chess-portal/service-kit/src/testing/pact-proxy';
import { providerRelease } from '@chess-portal/service-kit/src/testing/pact-release';
import { createApp } from '../../src/app';
import { createStubOrganizerCore } from '../support/stub-core';
import { stateHandlers, type ProviderContext } from './states';

process.env.PACT_DO_NOT_TRACK = 'true';

const pactFile = path.resolve(__dirname, '../../../contracts/pacts/mfe-organizer-bff-organizer.json');
/** mfe-player's contract: the profile's Lichess connection card (the edge routes /api/lichess/* here) */
const playerPactFile = path.resolve(__dirname, '../../../contracts/pacts/mfe-player-bff-organizer.json');
const ctx: ProviderContext = { core: createStubOrganizerCore(), sessionKey: 'pact-provider-session-key-01' };
let server: LoopbackServer;

beforeAll(async () => {
  server = await serveOnLoopback(
    createApp({ core: ctx.core, sessionKeys: [ctx.sessionKey], distDir: os.tmpdir(), userCache: { cacheMs: 0 } }),
  );
});
afterAll(() => server.close());

describe('bff-organizer as provider for mfe-organizer', () => {
  it('has the contract written by the mfe-organizer consumer test', () => {
    expect({ pactFile, exists: existsSync(pactFile) }).toEqual({ pactFile, exists: true });
  });

  it('honours every interaction of the contract', async () => {
    await new Verifier({
      provider: 'bff-organizer',
      providerBaseUrl: server.url,
      ...providerRelease([pactFile], 'mfe-organizer'),
      logLevel: 'warn',
      beforeEach: async () => ctx.core.reset(),
      stateHandlers: stateHandlers(ctx) as unknown as VerifierOptions['stateHandlers'],
      requestFilter: (req, _res, next) => {
        if (ctx.cookie) req.headers.cookie = ctx.cookie;
        // the browser adds the page's Origin to every request the contract's unsafe calls make (CSRF guard)
        req.headers.origin = DEFAULT_PUBLIC_URL;
        emptyJsonBodyFix(req);
        next();
      },
    }).verifyProvider();
  });
});

describe('bff-organizer as provider for mfe-player', () => {
  it('honours the Lichess connection interactions of mfe-player’s contract', async () => {
    expect({ playerPactFile, exists: existsSync(playerPactFile) }).toEqual({ playerPactFile, exists: true });
    await new Verifier({
      provider: 'bff-organizer',
      providerBaseUrl: server.url,
      ...providerRelease([playerPactFile], 'mfe-player'),
      logLevel: 'warn',
      beforeEach: async () => ctx.core.reset(),
      stateHandlers: stateHandlers(ctx) as unknown as VerifierOptions['stateHandlers'],
      requestFilter: (req, _res, next) => {
        if (ctx.cookie) req.headers.cookie = ctx.cookie;
        // the browser adds the page's Origin to every request the contract's unsafe calls make (CSRF guard)
        req.headers.origin = DEFAULT_PUBLIC_URL;
        emptyJsonBodyFix(req);
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
