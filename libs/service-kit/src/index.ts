// Server plumbing shared by core-service and the BFFs.
export {
  HttpError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooManyRequests,
  serviceUnavailable,
} from './http-error';
export { errorHandler, BODY_NOT_DECOMPRESSED, type ErrorHandlerOptions } from './error-handler';
export { createLogger, type Logger } from './logger';
export {
  listen,
  createHttpServer,
  drainServer,
  DEFAULT_TIMEOUTS,
  UPSTREAM_KEEP_ALIVE_MS,
  UPSTREAM_FREE_SOCKET_MS,
  SHUTDOWN_BUDGETS_MS,
  LICHESS_TIMEOUT_MS,
  TIMEOUT_BUDGETS_MS,
  BUDGET_HOPS,
  budgetViolations,
  type ListenOptions,
  type ServerTimeouts,
  type DrainOptions,
} from './listen';
export { discardBody, discardAbandonedBodies, MAX_DISCARDED_BODY_BYTES } from './unread-body';
export {
  createDrain,
  healthRoutes,
  httpCheck,
  anyCheck,
  anyHttpCheck,
  NOT_READY_DRAINING,
  type Drain,
  type HealthOptions,
  type ReadinessCheck,
} from './health/health';
export {
  securityHeaders,
  securityHeaderList,
  securityHeadersByPath,
  isAssetPath,
  isEventStreamPath,
  EVENT_STREAM_PATHS,
  type HeaderList,
  cspDirectives,
  cspHeader,
  noStoreByDefault,
  HSTS_MAX_AGE_S,
  type SecurityHeadersOptions,
} from './security/headers';
export { allowedOrigins, originOf, DEFAULT_PUBLIC_URL, type AllowedOriginsOptions } from './security/origins';
export {
  sameOriginGuard,
  UNSAFE_METHODS,
  CROSS_SITE_REFUSED,
  JSON_REQUIRED,
  ENCODING_REFUSED,
} from './security/same-origin';
export {
  clientAddress,
  clientAddressOf,
  compileTrust,
  parseTrustedProxies,
  isValidTrustList,
  type TrustFn,
} from './security/client-address';
export { parseEnv } from './env';
export {
  roundRobin,
  connectionRefused,
  urlList,
  RETRYABLE_METHODS,
  DOWN_FOR_MS,
  type Balancer,
  type BalancerOptions,
} from './balancing/balancer';

// BFF pieces
export {
  createCoreClient,
  balancedFetch,
  balancedCall,
  unwrap,
  unwrapRawConditional,
  unwrapStream,
  unwrapOptional,
  actingAs,
  ifNoneMatch,
  unwrapConditional,
  idempotencyKeyOf,
  corePathSerializer,
  UNAVAILABLE,
  UNREACHABLE_RETRY_AFTER_S,
  INVALID_PATH_PARAMETER,
  type CoreApi,
  type CoreClient,
  type CoreClientOptions,
  type RawGet,
  type StreamGet,
  type PassedStream,
  type Credentials,
  type SessionCore,
  type StoredSession,
  type SessionWithUser,
  type MissedEvents,
  type Conditional,
  type RateLimitCore,
  type RateLimitPolicy,
  type RateLimitState,
} from './core/core-client';
export { IDEMPOTENT_REPLAYED, passIdempotentReplayed } from './core/replayed';
export { rateLimiter, refuse, type RateLimiter, type Budget } from './core/rate-limiter';
export { coreSessionStore, resolvedSessionUser } from './session/session-store';
export { SessionCache, SESSION_CACHE_TTL_MS, type SessionCacheOptions } from './session/session-cache';
export { sessionMiddleware, SESSION_COOKIE, SESSION_MAX_AGE_MS, type SessionOptions } from './session/session';
export {
  currentUser,
  sessionUserCache,
  requireUser,
  requireRole,
  userOf,
  AUTH_REQUIRED,
  NO_PERMISSION,
  type CurrentUserOptions,
} from './session/current-user';
export type { BffSession, BffState, BffContext, BffContextExtras } from './session/types';
export { asSent, forwardedQuery, type CoreQuery, type ForwardedQuery } from './core/forwarded-query';
export { openApiBodyValidator, pathPattern, type FormSchemas } from './validation/body-validator';
export { assertRoutesDocumented, servedOperations, toOpenApiPath } from './app/documented-routes';
export { serveRemote, sendStatic, cacheControlFor, IMMUTABLE, NO_CACHE } from './remote/serve-remote';
export { compressJson, COMPRESS_THRESHOLD_BYTES } from './remote/compress-json';
export { bffEnvSchema, splitKeys, networkEnv, bindAddress, type BffEnv, type BffEnvOptions } from './config/bff-env';
export {
  createBffApp,
  bffSecurityOf,
  type BffApp,
  type BffAppOptions,
  type BffSecurity,
  type BffHealth,
} from './app/create-bff-app';
export { startBff, type StartBffOptions, type BffStartDeps } from './app/start-bff';
export { serveOnLoopback, type LoopbackServer } from './testing/loopback';
export { metricValue } from './testing/metric-value';

// Observability: metrics (prom-client) and W3C trace context
export {
  metricsRegistry,
  collectProcessMetrics,
  counter,
  gauge,
  histogram,
  httpMetrics,
  metricsRoute,
  routeOf,
  countRevalidation,
  pollRevalidationTotal,
  httpRequestsTotal,
  httpRequestDuration,
} from './observability/metrics';
export {
  traceContext,
  traceHeaders,
  traceFrom,
  currentTrace,
  runInTrace,
  parseTraceparent,
  formatTraceparent,
  newTraceId,
  newSpanId,
  TRACEPARENT,
  REQUEST_ID,
  type TraceContext,
} from './observability/trace-context';
export { BFF_STREAMS_PER_USER, closeEventStreams, coreEventHub, eventStreamRouter } from './events/event-stream';
export { EventHub, coreEventFeed, type EventHubCore, type FeedEvent, type OpenFeed } from './events/event-hub';
