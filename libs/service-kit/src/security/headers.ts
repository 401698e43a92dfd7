// Security headers for every answer of the edge and the BFFs, from helmet (its headers found once,
// then set on each answer): a CSP with no inline script and no eval, frame-ancestors 'none' and
// X-Frame-Options DENY, nosniff, a referrer policy, HSTS only when configured (production behind https).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Middleware } from 'koa';

export type SecurityHeadersOptions = {
  /** origins besides 'self' that pages may load scripts, styles, images and manifests from (the remotes) */
  assetOrigins?: string[];
  /** Strict-Transport-Security and upgrade-insecure-requests: only for a portal served over https */
  https?: boolean;
};

/** HSTS max-age: 180 days; subdomains are left to whoever owns the parent domain. */
export const HSTS_MAX_AGE_S = 180 * 24 * 60 * 60;

export function cspDirectives({ assetOrigins = [], https = false }: SecurityHeadersOptions = {}): Record<
  string,
  string[]
> {
  const from = ["'self'", ...new Set(assetOrigins)];
  return {
    'default-src': ["'self'"],
    'script-src': from,
    'script-src-attr': ["'none'"],
    // styled-components writes its rules into <style> elements at run time
    'style-src': [...from, "'unsafe-inline'"],
    // the favicon and uploaded QR codes are data: URLs
    'img-src': [...from, 'data:'],
    'font-src': [...from, 'data:'],
    // Module Federation fetches each remote's mf-manifest.json
    'connect-src': from,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function cspHeader(options: SecurityHeadersOptions = {}): string {
  return Object.entries(cspDirectives(options))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

type Connect = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a connect middleware sets, found once on a response that is never sent. helmet's
 * headers depend only on its options (no nonces here), so every answer gets the same list: setting it
 * per request costs no promise and no re-validation of each header by helmet.
 */
export function headersSetBy(middleware: Connect): [string, string | string[]][] {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let done = false;
  middleware(res.req, res, (err) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('the middleware did not finish at once: its headers cannot be fixed in advance');
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

export type HeaderList = readonly (readonly [string, string | string[]])[];

/** The security headers of every answer, as [lower-case name, value] pairs (helmet's, found once). */
export function securityHeaderList(options: SecurityHeadersOptions = {}): [string, string | string[]][] {
  return headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
    }),
  );
}

/**
 * The security headers for an answer at a path: every one for a page, JSON or an API answer; only
 * SUBRESOURCE_HEADERS for a script, style sheet, font or image (isAssetPath) and for a live-update stream
 * (EVENT_STREAM_PATHS: read by EventSource, never rendered). Both lists found once.
 */
export function securityHeadersByPath(options: SecurityHeadersOptions = {}): (path: string) => HeaderList {
  const all = securityHeaderList(options);
  const subresource = all.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  return (path) => (isAssetPath(path) || isEventStreamPath(path) ? subresource : all);
}

export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  const headersFor = securityHeadersByPath(options);
  return (ctx, next) => {
    for (const [name, value] of headersFor(ctx.path)) ctx.res.setHeader(name, value);
    return next();
  };
}

/**
 * What still applies to a script, a style sheet, a font or an image: nosniff (a script is run only when
 * it is served as one), who may embed it (CORP), and HSTS. The rest of helmet's list (CSP, framing,
 * opener, referrer, the legacy X-* switches) governs documents only: on the 14 scripts of a first load
 * it was ~8 KB of headers the browser ignores (`npm run bench`, first load).
 */
export const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * The BFFs' live-update streams (text/event-stream, one per signed-in tab). An answer that stays open for
 * hours keeps its headers in memory at the edge and the BFF for as long: a stream carries the
 * SUBRESOURCE_HEADERS only, not a document's CSP, framing and referrer headers, which apply to none of it
 * (`npm run bench`, live streams: per-stream memory).
 */
export const EVENT_STREAM_PATHS = {
  player: '/api/events',
  organizer: '/api/organizer/events',
  admin: '/api/admin/events',
} as const;
const eventStreamPaths: ReadonlySet<string> = new Set(Object.values(EVENT_STREAM_PATHS));
export const isEventStreamPath = (path: string) => eventStreamPaths.has(path);

/**
 * A path that names a static subresource by its extension. HTML, JSON, SVG (it may carry script) and
 * extensionless paths (pages, API calls) keep every header; nothing under /api is an asset.
 */
const ASSET_PATH = /\.(?:m?js|css|map|woff2?|png|jpe?g|webp|gif|ico)$/i;
export const isAssetPath = (path: string) => ASSET_PATH.test(path) && !/^\/api(?:\/|$)/.test(path);

/**
 * API answers are private unless a route says otherwise: every answer under `prefix` that set no
 * Cache-Control of its own gets `no-store`. Routes that revalidate with an ETag (the 5 s polls) set
 * `no-cache` / `private, no-cache` themselves and keep their 304s.
 */
export function noStoreByDefault(prefix = '/api'): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if ((ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) && !ctx.response.get('Cache-Control')) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
}
