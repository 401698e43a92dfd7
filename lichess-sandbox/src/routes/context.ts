import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { SandboxState } from '../state/store';

export interface RouteDeps {
  state: SandboxState;
  logger: Logger;
}

export type SandboxRouter = Router;

/** The parsed body (@koa/bodyparser): an object for forms and JSON, a string for text/plain. */
export function formBody(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
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
