// Provider verification: bff-player honours the contract its remote (mfe-player) wrote in
// contracts/pacts/mfe-player-bff-player.json. The real bff-player app runs on a loopback port with
// a stub core injected through createApp deps; provider states set what the stub answers.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { DEFAULT_PUBLIC_URL, serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { emptyJsonBodyFix } from '@chess-portal/service-kit/src/testing/pact-proxy';
import { providerRelease } from '@chess-portal/service-kit/src/testing/pact-release';
import { createApp } from '../../src/app';
import { createStubCore } from '../support/stub-core';
import { stateHandlers, type ProviderContext } from './states';

const pactFile = path.resolve(__dirname, '../../../contracts/pacts/mfe-player-bff-player.json');

let server: LoopbackServer;
const ctx: ProviderContext = { core: createStubCore(), baseUrl: '' };

beforeAll(async () => {
  const app = createApp({ core: ctx.core, sessionKeys: ['pact-provider-session-key-01'], distDir: os.tmpdir() });
  server = await serveOnLoopback(app);
  ctx.baseUrl = server.url;
});
afterAll(() => server.close());

describe('bff-player as provider for mfe-player', () => {
  it('has the contract written by the mfe-player consumer test', () => {
    expect({ pactFile, exists: existsSync(pactFile) }).toEqual({ pactFile, exists: true });
  });

  it('honours every interaction of the contract', async () => {
    await new Verifier({
      provider: 'bff-player',
      providerBaseUrl: server.url,
      ...providerRelease([pactFile], 'mfe-player'),
      logLevel: 'warn',
      beforeEach: async () => ctx.core.reset(),
      // pact's VerifierOptions intersects HTTP and message state handlers; ours are HTTP ones
      stateHandlers: stateHandlers(ctx) as VerifierOptions['stateHandlers'],
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
