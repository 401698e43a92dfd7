// The three BFFs against one real core (in-memory PGlite, demo data) whose Lichess is the sandbox,
// for the authorization matrix: sign-in happens at bff-player like in the portal, and the one
// session cookie is read by all three BFFs.
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createApp as createPlayerApp } from '@chess-portal/bff-player/src/app';
import { createPlayerCoreClient } from '@chess-portal/bff-player/src/clients/core-client';
import { createApp as createOrganizerApp } from '@chess-portal/bff-organizer/src/app';
import { createOrganizerCoreClient } from '@chess-portal/bff-organizer/src/clients/core-client';
import { startTestLichess, type TestLichess, createTestCore, type TestCore } from '@chess-portal/core-service/testing';
import { serveOnLoopback, type LoopbackServer } from '@chess-portal/service-kit';
import { createApp as createAdminApp } from '../../src/app';
import { createAdminCoreClient } from '../../src/clients/core-client';

export const SESSION_KEYS = ['authorization-matrix-session-key-01'];
export type DocumentName = 'bff-player' | 'bff-organizer' | 'bff-admin';
type Handler = ReturnType<ReturnType<typeof createAdminApp>['callback']>;

export type MatrixStack = {
  core: TestCore;
  lichess: TestLichess;
  apps: Record<DocumentName, Handler>;
  /** Signs in at bff-player; the cookie pairs a browser would send back. */
  signIn(email: string, password: string): Promise<string[]>;
  close(): Promise<void>;
};

export async function startMatrixStack(): Promise<MatrixStack> {
  const lichess = await startTestLichess();
  // core's clock stays at real time: the BFFs' sessions expire by the real clock (koa-session).
  const core = await createTestCore({ seedDemo: true, lichess: lichess.lichess });
  const http: LoopbackServer = await serveOnLoopback(core.app);
  const options = { baseUrl: http.url, serviceToken: core.config.serviceToken };
  const common = { sessionKeys: SESSION_KEYS, distDir: os.tmpdir(), userCache: { cacheMs: 0 } };
  const apps = {
    'bff-player': createPlayerApp({ core: createPlayerCoreClient(options), ...common }).callback(),
    'bff-organizer': createOrganizerApp({ core: createOrganizerCoreClient(options), ...common }).callback(),
    'bff-admin': createAdminApp({ core: createAdminCoreClient(options), ...common }).callback(),
  };
  return {
    core,
    lichess,
    apps,
    async signIn(email, password) {
      const res = await request(apps['bff-player']).post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      return cookies.map((c) => c.split(';')[0]);
    },
    async close() {
      await http.close();
      await core.close();
      await lichess.close();
    },
  };
}
