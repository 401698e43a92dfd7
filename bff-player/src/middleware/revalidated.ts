// Cheap polling (product.md §7 polls every 5 s): answers carry an ETag and must be revalidated (Cache-Control
// no-cache); a request whose If-None-Match still matches gets 304 with no body. Browsers do this on their
// own for fetch(), so clients need no change. One mechanism: a handler that has core's ETag (a read-model
// view, see passView) sets it and @koa/etag leaves it alone; otherwise @koa/etag hashes the body. The 304
// share of these polls is the hit rate the metrics report.
import { countRevalidation, type Conditional } from '@chess-portal/service-kit';
import etag from '@koa/etag';
import type { Context, Middleware } from 'koa';
import conditional from 'koa-conditional-get';

/** 'public' answers are the same for everyone; 'private' ones depend on the session cookie. */
export type Audience = 'public' | 'private';

function cacheControl(audience: Audience): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 && ctx.status !== 304) return;
    ctx.set('Cache-Control', audience === 'public' ? 'no-cache' : 'private, no-cache');
    if (audience === 'private') ctx.vary('Cookie');
  };
}

/**
 * A read-model view of core, passed through: core's ETag (derived from the view's version, the same on
 * every core instance), and 304 when core answered 304 to the browser's If-None-Match; else the body.
 */
export function passView<D>(ctx: Context, answer: Conditional<D>, json = false): void {
  if (answer.etag) ctx.set('ETag', answer.etag);
  if (answer.notModified) {
    ctx.status = 304;
    return;
  }
  if (json) ctx.type = 'application/json';
  ctx.body = answer.data;
}

/** The ETag the browser holds, to send on to core. */
export const browserEtag = (ctx: Context): string | undefined => ctx.get('If-None-Match') || undefined;

/**
 * Route middleware: the revalidation count (csa_poll_revalidation_total, hit = 304), cache headers,
 * then conditional GET over an ETag of the body.
 */
export function revalidated(audience: Audience): Middleware[] {
  return [countRevalidation(), cacheControl(audience), conditional(), etag() as Middleware];
}
