// Verifies the contracts consumers wrote for core-service (contracts/pacts/*-core-service.json)
// against a real core (createApp on in-memory PGlite) with the provider states of CONVENTIONS.md.
// The Pact stage runs the consumer tests first; they write the files read here.
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { providerRelease } from '@chess-portal/service-kit/src/testing/pact-release';
import { startTestLichess, type TestLichess } from '../support/test-lichess';
import { createTestCore, type TestCore } from '../support';
import { accountStates } from './account-states';
import { adminStates } from './admin-states';
import { organizerStates } from './organizer-states';
import { coreStates } from './states';

process.env.PACT_DO_NOT_TRACK = 'true';

const pactsDir = path.resolve(__dirname, '..', '..', '..', 'contracts', 'pacts');
const consumers = ['bff-player', 'bff-organizer', 'bff-admin'];

describe('core-service honours its consumers’ contracts', () => {
  let core: TestCore;
  let lichess: TestLichess;
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    lichess = await startTestLichess();
    core = await createTestCore({ lichess: lichess.lichess });
    server = http.createServer(core.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await core.close();
    await lichess.close();
  });

  it.each(consumers)(
    '%s → core-service',
    async (consumer) => {
      const pactFile = path.join(pactsDir, `${consumer}-core-service.json`);
      if (!existsSync(pactFile)) {
        throw new Error(
          `${pactFile} is missing: run the consumer Pact tests first (npx jest -c jest.pact.config.js --testPathPatterns /src/)`,
        );
      }
      await new Verifier({
        provider: 'core-service',
        providerBaseUrl: baseUrl,
        ...providerRelease([pactFile], consumer),
        stateHandlers: {
          ...coreStates(core.db, core.clock),
          ...organizerStates(core.db, core.clock, lichess.lichess),
          ...adminStates(core.db),
          ...accountStates(core.db, core.clock),
        },
        // The consumer's token is a placeholder; the provider checks that one is sent, then uses its own.
        requestFilter: (req, _res, next) => {
          if (req.headers.authorization) req.headers.authorization = `Bearer ${core.config.serviceToken}`;
          next();
        },
        logLevel: 'warn',
      }).verifyProvider();
      // jest reads testTimeout only from the top-level config, not from jest.pact.config.js's projects
    },
    60_000,
  );
});
