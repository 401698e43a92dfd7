import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { hasQuirk, type SandboxMode } from '../spec-mismatches';
import type { FieldErrors } from '../forms/form';

/** An answer that ends the request early, thrown by routes and caught by `errorMiddleware`. */
export class LichessHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'error' in body
        ? String((body as { error: unknown }).error)
        : `HTTP ${status}`,
    );
  }
}

export const notFound = (error = 'Not found') => new LichessHttpError(404, { error });
export const badRequest = (error: string) => new LichessHttpError(400, { error });

/**
 * 400 form-validation answer: lila puts a field → messages map in `error` (and, on create endpoints,
 * copies it at the top level). spec-strict mode flattens it into a string.
 */
export function formError(errors: FieldErrors, mode: SandboxMode, opts: { create?: boolean } = {}): LichessHttpError {
  if (!hasQuirk(mode, 'form-error-object')) {
    const text = Object.entries(errors)
      .map(([field, msgs]) => `${field}: ${msgs.join(', ')}`)
      .join('; ');
    return new LichessHttpError(400, { error: text });
  }
  return new LichessHttpError(400, opts.create ? { error: errors, ...errors } : { error: errors });
}

export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: 'Not found' };
      }
    } catch (err) {
      if (err instanceof LichessHttpError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        if (err.body === null) ctx.body = '';
        else ctx.body = err.body;
        return;
      }
      const status = (err as { status?: number }).status;
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { error: (err as Error).message };
        return;
      }
      logger.error({ err, path: ctx.path }, 'sandbox error');
      ctx.status = 500;
      ctx.body = { error: 'Internal server error' };
    }
  };
}
