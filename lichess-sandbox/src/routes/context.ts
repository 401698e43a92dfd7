import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { SandboxState } from '../state/store';

export interface RouteDeps {
  state: SandboxState;
  logger: Logger;
}

export type SandboxRouter = Router;

/**
 * The request's fields. Forms are read from the raw body with URLSearchParams, because dotted keys
 * (`clock.limit`) are plain names to Lichess, while qs (inside @koa/bodyparser) would nest them.
 * Repeated keys become arrays. JSON bodies (control API) are used as parsed.
 */
export function formBody(ctx: Context): Record<string, unknown> {
  const request = ctx.request as { body?: unknown; rawBody?: string };
  if (ctx.request.is('application/x-www-form-urlencoded') && typeof request.rawBody === 'string') {
    const fields: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(request.rawBody)) {
      const prev = fields[k];
      fields[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
    }
    return fields;
  }
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

export function textBody(ctx: Context): string {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'string' ? body : '';
}

/** The origin the client used, so `url` fields point back at this sandbox. */
export function originOf(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

export function boolQuery(ctx: Context, key: string, fallback: boolean): boolean {
  const v = ctx.query[key];
  if (v === undefined) return fallback;
  return String(v) === 'true' || String(v) === '1';
}
