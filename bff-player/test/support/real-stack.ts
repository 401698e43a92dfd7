// Integration harness: the REAL core-service (in-memory PGlite, demo data, settable clock) listening
// on an ephemeral loopback port, and bff-player talking to it over HTTP. bff-organizer and bff-admin
// tests use it too, to sign in where the portal signs in (bff-player) and reuse the cookie.
import type { Server } from 'node:http';
import os from 'node:os';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import { createTestCore, demoLogins, type TestCore } from '@chess-portal/core-service/testing';
import { serveOnLoopback, type CoreClientOptions } from '@chess-portal/service-kit';
import { createApp } from '../../src/app';
import { createPlayerCoreClient } from '../../src/clients/core-client';

export const SESSION_KEYS = ['integration-session-key-0123456789'];
export type DemoRole = keyof typeof demoLogins;
export type RealStack = {
  core: TestCore;
  coreOptions: CoreClientOptions;
  /** core's loopback server (a test may watch the requests the BFF sends it) */
  coreServer: Server;
  player: ReturnType<ReturnType<typeof createApp>['callback']>;
  signIn(role: DemoRole): Promise<string[]>;
  close(): Promise<void>;
};

export async function startRealStack(): Promise<RealStack> {
  const core = await createTestCore({ seedDemo: true });
  const http = await serveOnLoopback(core.app);
  const coreOptions = { baseUrl: http.url, serviceToken: core.config.serviceToken };
  const player = createApp({
    core: createPlayerCoreClient(coreOptions),
    sessionKeys: SESSION_KEYS,
    distDir: os.tmpdir(),
  }).callback();
  return {
    core,
    coreOptions,
    coreServer: http.server,
    player,
    async signIn(role) {
      const { email, password } = demoLogins[role];
      const res = await request(player).post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return cookiePairs(res.headers['set-cookie']);
    },
    async close() {
      await http.close();
      await core.close();
    },
  };
}

/** 'csa.sid=abc; path=/; httponly' → 'csa.sid=abc' (what a browser sends back). */
export function cookiePairs(setCookie: unknown): string[] {
  const list = Array.isArray(setCookie) ? (setCookie as string[]) : [];
  return list.map((c) => c.split(';')[0]);
}
