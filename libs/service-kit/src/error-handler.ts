// The one error middleware at the top of every app: typed errors → `{ message }` with their status,
// anything unknown → 500 with a generic sentence (logged, never leaked).
import type { Middleware } from 'koa';
import { HttpError } from './http-error';
import type { Logger } from './logger';

export type ErrorHandlerOptions = {
  logger: Logger;
  /** Map domain or database errors to an HttpError; return undefined to fall through. */
  mapError?: (err: unknown) => HttpError | undefined;
};

type ExposedError = { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown; code?: unknown };

export const BODY_NOT_DECOMPRESSED = 'The request body could not be decompressed';

/** zlib / brotli failures while inflating a request body (`Content-Encoding: gzip` over plain bytes). */
const isDecompressionError = (code: unknown) =>
  typeof code === 'string' &&
  (code.startsWith('Z_') || code.startsWith('ERR__ERROR_') || code.startsWith('ERR_BROTLI'));

/**
 * Errors from koa itself or @koa/bodyparser (http-errors / co-body): a 4xx status. The message is
 * used only when marked safe (`expose`); a JSON syntax error gets a fixed sentence.
 */
function fromClientError(err: unknown): HttpError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as ExposedError;
  if (isDecompressionError(e.code)) return new HttpError(400, BODY_NOT_DECOMPRESSED);
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return new HttpError(413, 'Request body is too large');
  if (status === 415) return new HttpError(415, 'Unsupported content type');
  if (err instanceof SyntaxError) return new HttpError(400, 'Request body is not valid JSON');
  const safe = e.expose === true && typeof e.message === 'string' && e.message;
  return new HttpError(status, safe ? (e.message as string) : 'Bad request');
}

export function errorHandler({ logger, mapError }: ErrorHandlerOptions): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const known = err instanceof HttpError ? err : (mapError?.(err) ?? fromClientError(err));
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message };
        if (known.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(known.retryAfterSeconds));
        if (known.status >= 500) logger.warn({ status: known.status, path: ctx.path }, known.message);
        return;
      }
      logger.error({ err, method: ctx.method, path: ctx.path }, 'Unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Internal server error' };
    }
  };
}
