// createEdge(config): the edge as a Koa app that never listens (server/index.ts does).
import {
  clientAddress,
  errorHandler,
  healthRoutes,
  httpCheck,
  notFound,
  securityHeaders,
  type Drain,
  type ReadinessCheck,
} from '@chess-portal/service-kit';
import Koa from 'koa';
import type { Logger } from 'pino';
import { remoteOrigins, servedOverHttps, type EdgeConfig } from './config';
import { proxyByPrefix } from './proxy';
import { serveShell } from './static';

export type EdgeOptions = {
  logger: Logger;
  proxyTimeoutMs?: number;
  /** started by listen() on shutdown: /readyz answers 503 from then on */
  drain?: Drain;
  /** /readyz checks; default: each BFF's /livez within a second */
  checks?: Record<string, ReadinessCheck>;
};

/** The edge is ready when it can reach the three BFFs (their /livez: a core outage is theirs to report). */
export const bffChecks = ({ bff }: EdgeConfig): Record<string, ReadinessCheck> => ({
  'bff-player': httpCheck(`${bff.player}/livez`),
  'bff-organizer': httpCheck(`${bff.organizer}/livez`),
  'bff-admin': httpCheck(`${bff.admin}/livez`),
});

export function createEdge(config: EdgeConfig, { logger, proxyTimeoutMs, drain, checks }: EdgeOptions): Koa {
  const app = new Koa(); // proxy off: X-Forwarded-* only from TRUSTED_PROXIES (clientAddress)
  // Headers set here stay on proxied answers unless the BFF sends its own of the same name.
  app.use(securityHeaders({ assetOrigins: remoteOrigins(config), https: servedOverHttps(config) }));
  app.use(errorHandler({ logger }));
  app.use(healthRoutes({ drain, checks: checks ?? bffChecks(config), timeoutMs: 1000 }));
  app.use(clientAddress(config.trustedProxies));
  // Proxied answers are streamed untouched; everything else is the edge's own.
  app.use(proxyByPrefix(config, logger, proxyTimeoutMs));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = config.remotes;
      return;
    }
    return next();
  });
  app.use(serveShell(config.shellDistDir));
  app.use(() => {
    throw notFound('Not found');
  });
  return app;
}
