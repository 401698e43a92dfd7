// Server plumbing shared by core-service and the BFFs.
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests, serviceUnavailable } from './http-error';
export { errorHandler, type ErrorHandlerOptions } from './error-handler';
export { createLogger, type Logger } from './logger';
export { listen, type ListenOptions } from './listen';
export { parseEnv } from './env';
