// The contract gate can fail: the same verification as provider.pact.test.ts, run against a
// deliberately broken bff-player (every JSON answer has its fields renamed, as a refactoring that
// forgot its consumer would), must be refused. If this test passes a broken build, the Pact stage
// of `npm test` (and can-i-deploy after it) would not stop one either.
import os from 'node:os';
import path from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { DEFAULT_PUBLIC_URL, serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { emptyJsonBodyFix } from '@chess-portal/service-kit/src/testing/pact-proxy';
import type { Middleware } from 'koa';
import { createApp } from '../../src/app';
import { createStubCore } from '../support/stub-core';
import { stateHandlers, type ProviderContext } from './states';

const pactFile = path.resolve(__dirname, '../../../contracts/pacts/mfe-player-bff-player.json');

const renamed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(renamed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [`${key}Renamed`, v]));
  }
  return value;
};

/** The break: runs first, so it rewrites what the real app answered. */
const renameFields: Middleware = async (ctx, next) => {
  await next();
  if (ctx.path.startsWith('/api/') && ctx.body && typeof ctx.body === 'object') ctx.body = renamed(ctx.body);
};

let server: LoopbackServer;
const ctx: ProviderContext = { core: createStubCore(), baseUrl: '' };

beforeAll(async () => {
  const app = createApp({ core: ctx.core, sessionKeys: ['pact-provider-session-key-01'], distDir: os.tmpdir() });
  app.middleware.unshift(renameFields);
  server = await serveOnLoopback(app);
  ctx.baseUrl = server.url;
});
afterAll(() => server.close());

describe('a deliberately broken bff-player', () => {
  it('fails the verification of the contract mfe-player wrote', async () => {
    const verification = new Verifier({
      provider: 'bff-player',
      providerBaseUrl: server.url,
      pactUrls: [pactFile],
      logLevel: 'error',
      beforeEach: async () => ctx.core.reset(),
      stateHandlers: stateHandlers(ctx) as VerifierOptions['stateHandlers'],
      requestFilter: (req, _res, next) => {
        if (ctx.cookie) req.headers.cookie = ctx.cookie;
        req.headers.origin = DEFAULT_PUBLIC_URL;
        emptyJsonBodyFix(req);
        next();
      },
    }).verifyProvider();
    await expect(verification).rejects.toThrow();
  });
});
