// createEdge(config): the edge as a Koa app that never listens (server/index.ts does).
import {
  clientAddress,
  errorHandler,
  healthRoutes,
  anyHttpCheck,
  compileTrust,
  httpMetrics,
  metricsRoute,
  notFound,
  securityHeadersByPath,
  traceContext,
  TIMEOUT_BUDGETS_MS,
  type Drain,
  type ReadinessCheck,
} from '@chess-portal/service-kit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { remoteOrigins, servedOverHttps, type EdgeConfig } from './config';
import { preloadLinks, readShellPages } from './preload-links';
import { eventStreamRelay, type EventRelay } from './event-relay';
import { bffBalancers, proxiedPath, proxyByPrefix, upstreamAgent } from './proxy';
import { serveShell } from './static';

export type EdgeOptions = {
  logger: Logger;
  proxyTimeoutMs?: number;
  /** started by listen() on shutdown: /readyz answers 503 from then on */
  drain?: Drain;
  /** /readyz checks; default: each BFF's /livez within a second */
  checks?: Record<string, ReadinessCheck>;
};

/**
 * The edge is ready when it can reach the three BFFs, any instance of each (their /livez: a core outage
 * is theirs to report).
 */
export const bffChecks = ({ bff }: EdgeConfig): Record<string, ReadinessCheck> => ({
  'bff-player': anyHttpCheck(bff.player, '/livez'),
  'bff-organizer': anyHttpCheck(bff.organizer, '/livez'),
  'bff-admin': anyHttpCheck(bff.admin, '/livez'),
});

/** Where the shell's pages read the remotes' manifests (shell/src/config/env.ts `remotesUrl`). */
const REMOTES_JSON = '/remotes.json';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Headers a proxy adds to say whose request it passes on (RFC 7239, and the common non-standard ones). */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via'];

/**
 * The edge's own /metrics on its public port answers only a caller on this machine that came through
 * no proxy (none of PROXY_HEADERS: a same-host proxy may say so with any of them); Prometheus scrapes
 * EDGE_METRICS_PORT instead (server/index.ts). BFF and core metrics are never reachable here: the edge
 * proxies /api/* and /mfe/* only.
 */
export const loopbackMetrics = (): Middleware => {
  const serve = metricsRoute();
  return (ctx, next) => {
    const proxied = PROXY_HEADERS.some((name) => ctx.req.headers[name] !== undefined);
    const local = LOOPBACK.test(ctx.req.socket.remoteAddress ?? '') && !proxied;
    return local ? serve(ctx, next) : next();
  };
};

/**
 * The edge's Koa app, whose request handler (`callback()`, what listen() serves) first offers each request to the
 * live-update stream relay (event-relay.ts): a stream never gets a Koa context.
 */
class EdgeApp extends Koa {
  relay: EventRelay = () => false;

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback();
    const relay = this.relay;
    // the edge serves HTTP/1.1 (node:http), never HTTP/2
    return async (req, res) => {
      if (!relay(req as IncomingMessage, res as ServerResponse)) await koa(req, res);
    };
  }
}

export function createEdge(config: EdgeConfig, { logger, proxyTimeoutMs, drain, checks }: EdgeOptions): Koa {
  const app = new EdgeApp(); // proxy off: X-Forwarded-* only from TRUSTED_PROXIES (clientAddress)
  // a request's trace starts here (or continues the browser's traceparent) and goes on to the BFFs
  app.use(traceContext());
  app.use(httpMetrics(logger));
  // On every answer. A proxied one gets those the BFF did not send itself (the BFF's of the same name win):
  // the proxy adds them once the BFF's headers are in, not each one first to be overwritten.
  const security = securityHeadersByPath({ assetOrigins: remoteOrigins(config), https: servedOverHttps(config) });
  app.use((ctx, next) => {
    if (!proxiedPath(ctx.path)) for (const [name, value] of security(ctx.path)) ctx.res.setHeader(name, value);
    return next();
  });
  app.use(errorHandler({ logger }));
  app.use(clientAddress(config.trustedProxies));
  // Proxied answers are streamed untouched; everything else is the edge's own. First after the
  // error handler: /livez, /readyz, /health and /metrics are no proxied paths.
  const agent = upstreamAgent();
  const balancers = bffBalancers(config);
  const timeoutMs = proxyTimeoutMs ?? TIMEOUT_BUDGETS_MS.edge;
  app.relay = eventStreamRelay({
    logger,
    agent,
    balancers,
    own: security,
    trust: compileTrust(config.trustedProxies),
    idleMs: timeoutMs,
  });
  app.use(proxyByPrefix(config, logger, timeoutMs, agent, security, balancers));
  app.use(healthRoutes({ drain, checks: checks ?? bffChecks(config), timeoutMs: 1000 }));
  app.use(loopbackMetrics());
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    ctx.state.metricsRoute = 'shell';
    if (ctx.path === REMOTES_JSON) {
      ctx.state.metricsRoute = REMOTES_JSON;
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = config.remotes;
      return;
    }
    return next();
  });
  const shellPages = readShellPages(config.shellDistDir, logger);
  app.use(serveShell(config.shellDistDir, preloadLinks(config, { remotesUrl: REMOTES_JSON, logger, shellPages })));
  app.use(() => {
    throw notFound('Not found');
  });
  return app;
}
