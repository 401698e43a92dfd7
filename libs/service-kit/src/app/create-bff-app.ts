// One app factory for the three BFFs: trace context and request metrics, security headers, JSON compression,
// error handler, health, the client's address, the remote's static files, CSRF and content-type guard, body
// parser, session, current user, request validation against the BFF's OpenAPI document, then its routers.
import Koa, { type Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { DocumentName } from '@chess-portal/contracts/openapi';
import type { BffEnv } from '../config/bff-env';
import type { SessionCore } from '../core/core-client';
import { errorHandler } from '../error-handler';
import { healthRoutes, type Drain, type ReadinessCheck } from '../health/health';
import { notFound } from '../http-error';
import { httpMetrics, metricsRoute } from '../observability/metrics';
import { traceContext } from '../observability/trace-context';
import { createLogger, type Logger } from '../logger';
import { compressJson } from '../remote/compress-json';
import { serveRemote } from '../remote/serve-remote';
import { clientAddress } from '../security/client-address';
import { noStoreByDefault, securityHeaders } from '../security/headers';
import { allowedOrigins, DEFAULT_PUBLIC_URL } from '../security/origins';
import { sameOriginGuard } from '../security/same-origin';
import { cookieKeys } from '../session/cookie-keys';
import { currentUser, type CurrentUserOptions } from '../session/current-user';
import { sessionMiddleware } from '../session/session';
import { passIdempotentReplayed } from '../core/replayed';
import { SessionCache } from '../session/session-cache';
import type { BffContextExtras, BffState } from '../session/types';
import { openApiBodyValidator, type FormSchemas } from '../validation/body-validator';
import { assertRoutesDocumented } from './documented-routes';

export type BffApp = Koa<BffState, BffContextExtras>;

/** From the BFF's environment (BffEnv); tests leave it out and get the development defaults. */
export type BffSecurity = {
  /** the portal's address in the browser (default http://localhost:8080): its origin may send unsafe requests */
  publicUrl?: string;
  trustedOrigins?: string[];
  /** whose X-Forwarded-For hop to believe (default: loopback, i.e. the edge on the same machine) */
  trustedProxies?: string[];
  /** production: no loopback aliases of PUBLIC_URL; Secure cookies and HSTS when PUBLIC_URL is https */
  production?: boolean;
};

/** The security settings of a BFF's parsed environment. */
export const bffSecurityOf = (env: BffEnv): BffSecurity => ({
  publicUrl: env.publicUrl,
  trustedOrigins: env.trustedOrigins,
  trustedProxies: env.trustedProxies,
  production: env.nodeEnv === 'production',
});

export type BffHealth = { drain?: Drain; checks?: Record<string, ReadinessCheck>; timeoutMs?: number };

export type BffAppOptions = {
  /** e.g. 'bff-player'; also the name of its OpenAPI document */
  name: DocumentName;
  /** the remote this BFF serves under /mfe/<role>/ */
  role: 'player' | 'organizer' | 'admin';
  core: SessionCore;
  sessionKeys: string[];
  distDir: string;
  routers: Router<BffState, BffContextExtras>[];
  logger?: Logger;
  userCache?: CurrentUserOptions;
  /** the session lookups' cache (default: one per app, `userCache.cacheMs`); a BFF that changes roles drops users from it */
  sessionCache?: SessionCache;
  /** shared zod form schemas by operation, e.g. `{ 'POST /api/auth/login': loginSchema }` */
  forms?: FormSchemas;
  /** ~2 MB: an organizer uploads a QR image as a data URL */
  jsonLimit?: string;
  /** paths that take a file as application/octet-stream (read by their own route, not the JSON parser) */
  rawBodyPaths?: string[];
  security?: BffSecurity;
  /** /readyz: the checks (core) and the shutdown drain */
  health?: BffHealth;
};

const notFoundJson: Middleware = async () => {
  throw notFound('Not found');
};

/** The remote's static files are one route template in the metrics. */
const remoteRoute =
  (role: string): Middleware =>
  (ctx, next) => {
    if (ctx.path.startsWith(`/mfe/${role}/`)) ctx.state.metricsRoute = `/mfe/${role}/*`;
    return next();
  };

export function createBffApp(options: BffAppOptions): BffApp {
  const { name, role, core, sessionKeys, distDir, routers } = options;
  if (!sessionKeys.length) throw new Error('createBffApp needs at least one session key');
  assertRoutesDocumented(name, routers);
  const logger = options.logger ?? createLogger(name);
  const security = options.security ?? {};
  const publicUrl = security.publicUrl ?? DEFAULT_PUBLIC_URL;
  const production = security.production ?? false;
  const https = production && new URL(publicUrl).protocol === 'https:';
  // proxy stays off: X-Forwarded-* are read only from trusted proxies (clientAddress)
  const app: BffApp = new Koa<BffState, BffContextExtras>({ proxy: false });
  // the session cookie's signature, verified once per cookie rather than on every request (cookie-keys.ts)
  app.keys = cookieKeys(sessionKeys);

  app.use(traceContext());
  app.use(httpMetrics(logger));
  app.use(securityHeaders({ https }));
  app.use(noStoreByDefault('/api'));
  app.use(compressJson());
  app.use(passIdempotentReplayed()); // outside the error handler: a replayed refusal carries it too
  app.use(errorHandler({ logger }));
  app.use(healthRoutes(options.health));
  // for Prometheus inside the cluster; the edge proxies only /api and /mfe, so the public never sees it
  app.use(metricsRoute());
  app.use(remoteRoute(role));
  app.use(clientAddress(security.trustedProxies ?? ['loopback']));
  app.use(serveRemote({ role, distDir }));
  app.use(
    sameOriginGuard(
      allowedOrigins({ publicUrl, trustedOrigins: security.trustedOrigins, production }),
      options.rawBodyPaths,
    ),
  );
  // DELETE too: product.md §7 DELETE /api/lichess/swiss/remove-player carries a JSON body
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: options.jsonLimit ?? '2mb',
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    }),
  );
  // "who is this cookie": one core call per session, cached briefly (session/session-cache.ts)
  const cache = options.sessionCache ?? new SessionCache(core, options.userCache);
  app.use(sessionMiddleware(app as unknown as Koa, core, { secure: https, cache }));
  app.use(currentUser(core, options.userCache));
  app.use(openApiBodyValidator(name, options.forms));
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  app.use(notFoundJson);
  return app;
}
