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
  type ListenOptions,
  type ServerTimeouts,
  type DrainOptions,
} from './listen';
export {
  createDrain,
  healthRoutes,
  httpCheck,
  NOT_READY_DRAINING,
  type Drain,
  type HealthOptions,
  type ReadinessCheck,
} from './health/health';
export {
  securityHeaders,
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

// BFF pieces
export {
  createCoreClient,
  unwrap,
  unwrapOptional,
  actingAs,
  corePathSerializer,
  UNAVAILABLE,
  INVALID_PATH_PARAMETER,
  type CoreApi,
  type CoreClient,
  type CoreClientOptions,
  type Credentials,
  type SessionCore,
  type StoredSession,
} from './core/core-client';
export { coreSessionStore } from './session/session-store';
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
export { serveRemote, cacheControlFor, IMMUTABLE, NO_CACHE } from './remote/serve-remote';
export { bffEnvSchema, splitKeys, networkEnv, bindAddress, type BffEnv, type BffEnvOptions } from './config/bff-env';
export {
  createBffApp,
  bffSecurityOf,
  type BffApp,
  type BffAppOptions,
  type BffSecurity,
  type BffHealth,
} from './app/create-bff-app';
export { serveOnLoopback, type LoopbackServer } from './testing/loopback';
