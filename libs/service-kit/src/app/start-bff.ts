// A BFF process: metrics for the process, the core client over core's instances, readiness on core,
// the app, and a server that drains within the BFF's shutdown budget. The three BFFs start the same way.
import type Koa from 'koa';
import type { BffEnv } from '../config/bff-env';
import { anyHttpCheck, createDrain } from '../health/health';
import { SHUTDOWN_BUDGETS_MS, listen } from '../listen';
import { createLogger, type Logger } from '../logger';
import { collectProcessMetrics } from '../observability/metrics';
import { closeEventStreams } from '../events/event-stream';
import { bffSecurityOf, type BffHealth, type BffSecurity } from './create-bff-app';

export type BffStartDeps<Core> = {
  core: Core;
  sessionKeys: string[];
  distDir: string;
  logger: Logger;
  security: BffSecurity;
  health: BffHealth;
};

export type StartBffOptions<Core, S, C> = {
  name: string;
  env: BffEnv;
  createCore: (options: { baseUrl: string[]; serviceToken: string }) => Core;
  createApp: (deps: BffStartDeps<Core>) => Koa<S, C>;
};

export function startBff<Core, S, C>({ name, env, createCore, createApp }: StartBffOptions<Core, S, C>): void {
  const logger = createLogger(name);
  collectProcessMetrics(name);
  const core = createCore({ baseUrl: env.coreUrls, serviceToken: env.coreServiceToken });
  const drain = createDrain();
  // ready when core (any of its instances) answers its health check; 503 from the start of a shutdown
  const health = { drain, checks: { core: anyHttpCheck(env.coreUrls, '/health') } };
  const security = bffSecurityOf(env);
  const app = createApp({ core, sessionKeys: env.sessionKeys, distDir: env.mfeDistDir, logger, security, health });
  listen(app, {
    port: env.port,
    host: env.host,
    name,
    logger,
    drain,
    shutdownBudgetMs: SHUTDOWN_BUDGETS_MS.bff,
    // open event streams never end by themselves: they end as the drain starts, and browsers reconnect elsewhere
    onDrain: closeEventStreams,
  });
}
