// Cheap polling (SPEC §7 polls every 5 s): answers carry an ETag of their JSON body and must be
// revalidated (Cache-Control no-cache); a request whose If-None-Match still matches gets 304 with no
// body. Browsers do this on their own for fetch(), so clients need no change. There is no read model
// yet (issue 11): the 304 share of these polls is the hit rate the metrics report.
import { countRevalidation } from '@chess-portal/service-kit';
import etag from '@koa/etag';
import type { Middleware } from 'koa';
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
 * Route middleware: the revalidation count (csa_poll_revalidation_total, hit = 304), cache headers,
 * then conditional GET over an ETag of the body.
 */
export function revalidated(audience: Audience): Middleware[] {
  return [countRevalidation(), cacheControl(audience), conditional(), etag() as Middleware];
}
