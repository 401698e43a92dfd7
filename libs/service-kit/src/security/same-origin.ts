// CSRF defence of every BFF (SameSite=Lax alone let other sites log people out or join tournaments):
// 1. an unsafe request (POST, PUT, PATCH, DELETE) must come from one of the portal's origins: its
//    `Origin` header, or when a browser sends none, `Sec-Fetch-Site: same-origin | none` (403);
// 2. its body must be JSON (`Content-Type: application/json`, also when empty; 415), so neither an
//    HTML form nor a "simple" cross-site fetch can reach a handler without a CORS preflight;
// 3. request bodies are never compressed: any `Content-Encoding` but identity is refused (415),
//    before the body parser would inflate it (a corrupt gzip body used to end in a 500).
import type { Middleware } from 'koa';
import { HttpError, forbidden } from '../http-error';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
export const JSON_REQUIRED = 'Request bodies must be JSON (Content-Type: application/json)';
export const ENCODING_REFUSED = 'Compressed request bodies are not supported';

function fromAllowedOrigin(origin: string | undefined, fetchSite: string | undefined, allowed: Set<string>): boolean {
  if (origin) return allowed.has(origin);
  return fetchSite === 'same-origin' || fetchSite === 'none';
}

/**
 * `rawBodyPaths`: the exact paths that take a file as `application/octet-stream` (a statement upload).
 * That type is not CORS-safelisted either, so a cross-site page still cannot send it without a preflight.
 */
export function sameOriginGuard(origins: string[], rawBodyPaths: string[] = []): Middleware {
  const allowed = new Set(origins);
  const raw = new Set(rawBodyPaths);
  return async (ctx, next) => {
    if (!UNSAFE_METHODS.has(ctx.method)) return next();
    if (!fromAllowedOrigin(ctx.get('Origin') || undefined, ctx.get('Sec-Fetch-Site') || undefined, allowed)) {
      throw forbidden(CROSS_SITE_REFUSED);
    }
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw new HttpError(415, ENCODING_REFUSED);
    const type = ctx.request.type;
    if (type !== 'application/json' && !(type === 'application/octet-stream' && raw.has(ctx.path)))
      throw new HttpError(415, JSON_REQUIRED);
    await next();
  };
}
