// Provider verification: bff-admin honours the contract its remote (mfe-admin) wrote in
// contracts/pacts/mfe-admin-bff-admin.json. The real bff-admin app runs on a loopback port in front
// of the real core (in-memory PGlite with the demo data); provider states set up sessions and rows.
import { SETUP_BUDGET_MS } from '@chess-portal/core-service/testing';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { SESSION_KEYS, startRealStack } from '@chess-portal/bff-player/test/support/real-stack';
import { DEFAULT_PUBLIC_URL, serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { emptyJsonBodyFix } from '@chess-portal/service-kit/src/testing/pact-proxy';
import { providerRelease } from '@chess-portal/service-kit/src/testing/pact-release';
import { createApp } from '../../src/app';
import { createAdminCoreClient } from '../../src/clients/core-client';
import { stateHandlers, type ProviderContext } from './states';

process.env.PACT_DO_NOT_TRACK = 'true';
const pactFile = path.resolve(__dirname, '../../../contracts/pacts/mfe-admin-bff-admin.json');

let server: LoopbackServer;
let ctx: ProviderContext;

beforeAll(async () => {
  const stack = await startRealStack();
  ctx = { stack };
  const app = createApp({
    core: createAdminCoreClient(stack.coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
    userCache: { cacheMs: 0 },
  });
  server = await serveOnLoopback(app);
}, SETUP_BUDGET_MS);
afterAll(async () => {
  await server?.close();
  await ctx?.stack.close();
});

describe('bff-admin as provider for mfe-admin', () => {
  it('has the contract written by the mfe-admin consumer test', () => {
    expect({ pactFile, exists: existsSync(pactFile) }).toEqual({ pactFile, exists: true });
  });

  it('honours every interaction of the contract', async () => {
    await new Verifier({
      provider: 'bff-admin',
      providerBaseUrl: server.url,
      ...providerRelease([pactFile], 'mfe-admin'),
      logLevel: 'warn',
      beforeEach: async () => {
        ctx.cookie = undefined;
      },
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
