// Answering a read-model view over HTTP: its ETag always; 304 without a body when the caller's
// If-None-Match names it (RFC 9110 §13.1.2: weak comparison, a list, or *), else its kept JSON as is.
import type { Context, Middleware } from 'koa';
import type { CachedView } from './read-model';
import type { ViewVersions } from './view-versions';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function matches(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const own = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === own);
}

export function answerView(ctx: Context, view: CachedView): void {
  ctx.set('ETag', view.etag);
  ctx.set('Cache-Control', 'no-cache');
  if (matches(ctx.get('If-None-Match'), view.etag)) {
    ctx.status = 304;
    return;
  }
  // the header as plainJsonType leaves it, set as is (ctx.type would look the MIME type up on every answer)
  ctx.set('Content-Type', 'application/json');
  ctx.body = view.json;
}

/** Unsafe calls that write no table a view is made of (sessions, abuse counters, sign-in checks). */
const WRITES_NO_VIEW = /^\/(sessions|rate-limits|auth)\//;

/**
 * After an unsafe request, wait until this instance's listener has seen its writes (ViewVersions.fence),
 * so the caller's next read here sees them. GET and HEAD, and calls that write no view, go straight through.
 */
export function readYourWrites(versions: ViewVersions): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || WRITES_NO_VIEW.test(ctx.path)) return;
    await versions.fence();
  };
}
