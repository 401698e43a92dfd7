import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import { createClock, type SandboxClock } from './clock';
import { loadFixtures } from './fixtures';
import { errorMiddleware } from './http/errors';
import { faultMiddleware } from './http/faults';
import { sitePageRoutes } from './pages/site-pages';
import { teamPageRoutes } from './pages/team-page';
import { arenaRoutes } from './routes/arena';
import { controlRoutes } from './routes/control';
import { oauthRoutes } from './routes/oauth';
import { swissRoutes } from './routes/swiss';
import { teamListRoutes } from './routes/team-lists';
import { teamRoutes } from './routes/teams';
import { userRoutes } from './routes/users';
import { SandboxState, type SandboxSettings } from './state/store';

export interface SandboxOptions {
  clock?: SandboxClock;
  /** load the fixture users and teams (default true) */
  fixtures?: boolean;
  settings?: Partial<SandboxSettings>;
  logger?: Logger;
}

export interface Sandbox {
  app: Koa;
  state: SandboxState;
  clock: SandboxClock;
}

/** Build the sandbox (never listens): Lichess's API paths plus /_sandbox/ controls and small HTML pages. */
export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  const clock = opts.clock ?? createClock();
  const logger = opts.logger ?? pino({ level: 'silent' });
  const state = new SandboxState(clock, opts.settings);
  const load = () => loadFixtures(state);
  if (opts.fixtures ?? true) load();

  const router = new Router();
  const deps = { state, logger };
  for (const register of [
    userRoutes,
    teamRoutes,
    teamListRoutes,
    oauthRoutes,
    arenaRoutes,
    swissRoutes,
    teamPageRoutes,
    sitePageRoutes,
  ]) {
    register(router, deps);
  }
  controlRoutes(router, { ...deps, loadFixtures: load });

  const app = new Koa();
  app.on('error', (err: NodeJS.ErrnoException) => {
    // a client that stops reading a stream (or a dropped connection) is routine, not a sandbox failure
    const routine = ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(err.code ?? '');
    logger[routine ? 'debug' : 'error']({ err }, 'koa error');
  });
  app.use(errorMiddleware(logger));
  app.use(async (ctx, next) => {
    logger.debug({ method: ctx.method, path: ctx.path }, 'request');
    if (ctx.path.startsWith('/api/')) ctx.set('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.use(faultMiddleware(state));
  app.use(bodyParser({ enableTypes: ['json', 'form', 'text'], extendTypes: { text: ['text/plain'] } }));
  app.use(async (_ctx, next) => {
    state.tick();
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, state, clock };
}

export interface RunningSandbox extends Sandbox {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Listen (default: an ephemeral loopback port) — for tests and local runs. */
export async function startSandbox(
  opts: SandboxOptions & { port?: number; host?: string } = {},
): Promise<RunningSandbox> {
  const sandbox = createSandbox(opts);
  const server = createServer(sandbox.app.callback());
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { ...sandbox, server, url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, close };
}

export { createClock, type SandboxClock } from './clock';
export { SandboxState, type SandboxSettings } from './state/store';
export { SPEC_MISMATCHES, type SandboxMode, type SpecMismatch, type MismatchId } from './spec-mismatches';
export type { FaultRule, FaultKind } from './state/faults';
export type { GivenResult } from './state/results';
export type { UserSeed } from './state/users';
export type { TeamSeed } from './state/teams';
export * from './fixtures';
