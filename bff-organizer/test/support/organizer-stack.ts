// Integration harness for bff-organizer: the REAL core-service (in-memory PGlite, demo data) with its
// Lichess client pointed at a Lichess sandbox, on a loopback port; bff-player to sign in (the portal
// signs in there) and bff-organizer under test, both talking to core over HTTP.
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createApp as createPlayerApp } from '@chess-portal/bff-player/src/app';
import { createPlayerCoreClient } from '@chess-portal/bff-player/src/clients/core-client';
import { cookiePairs, SESSION_KEYS } from '@chess-portal/bff-player/test/support/real-stack';
import {
  startTestLichess,
  type TestLichess,
  createTestCore,
  demoLogins,
  type TestCore,
} from '@chess-portal/core-service/testing';
import { serveOnLoopback } from '@chess-portal/service-kit';
import { createApp } from '../../src/app';
import { createOrganizerCoreClient } from '../../src/clients/core-client';

export type OrganizerStack = {
  core: TestCore;
  lichess: TestLichess;
  organizer: ReturnType<ReturnType<typeof createApp>['callback']>;
  /** bff-player, where the portal signs in */
  player: ReturnType<ReturnType<typeof createPlayerApp>['callback']>;
  signIn(role: keyof typeof demoLogins): Promise<string[]>;
  close(): Promise<void>;
};

export async function startOrganizerStack(): Promise<OrganizerStack> {
  const lichess = await startTestLichess();
  const core = await createTestCore({ seedDemo: true, lichess: lichess.lichess });
  const http = await serveOnLoopback(core.app);
  const coreOptions = { baseUrl: http.url, serviceToken: core.config.serviceToken };
  const player = createPlayerApp({
    core: createPlayerCoreClient(coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
  const organizer = createApp({
    core: createOrganizerCoreClient(coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
  return {
    core,
    lichess,
    organizer,
    player,
    async signIn(role) {
      const { email, password } = demoLogins[role];
      const res = await request(player).post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
      return cookiePairs(res.headers['set-cookie']);
    },
    async close() {
      await http.close();
      await core.close();
      await lichess.close();
    },
  };
}
