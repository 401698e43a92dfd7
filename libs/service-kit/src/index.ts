// Server plumbing shared by core-service and the BFFs.
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests, serviceUnavailable } from './http-error';
export { errorHandler, type ErrorHandlerOptions } from './error-handler';
export { createLogger, type Logger } from './logger';
export { listen, type ListenOptions } from './listen';
export { parseEnv } from './env';

// BFF pieces
export {
  createCoreClient,
  unwrap,
  unwrapOptional,
  actingAs,
  UNAVAILABLE,
  type CoreApi,
  type CoreClient,
  type CoreClientOptions,
  type Credentials,
  type SessionCore,
  type StoredSession,
} from './core/core-client';
export { coreSessionStore } from './session/session-store';
export { sessionMiddleware, SESSION_COOKIE, SESSION_MAX_AGE_MS } from './session/session';
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
export { openApiBodyValidator, pathPattern, type FormSchemas } from './validation/body-validator';
export { assertRoutesDocumented, servedOperations, toOpenApiPath } from './app/documented-routes';
export { serveRemote, cacheControlFor, IMMUTABLE, NO_CACHE } from './remote/serve-remote';
export { bffEnvSchema, splitKeys, type BffEnv, type BffEnvOptions } from './config/bff-env';
export { createBffApp, type BffApp, type BffAppOptions } from './app/create-bff-app';
export { serveOnLoopback, type LoopbackServer } from './testing/loopback';
