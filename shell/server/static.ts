// The built shell from SHELL_DIST_DIR: hashed assets cached for a year, index.html never cached,
// and index.html for any other page path so the browser router can take over (SPA fallback).
// Files go out through service-kit's sendStatic, as the BFFs send the remotes: the build's brotli or
// gzip variant when the browser accepts it, with Vary: Accept-Encoding.
// Security headers (CSP, nosniff, framing) come from app.ts for every answer of the edge. A page the shell does
// not render itself carries preload hints for what its first load asks for (preload-links.ts).
import path from 'node:path';
import { notFound, sendStatic } from '@chess-portal/service-kit';
import type { Context, Middleware } from 'koa';
import { SESSION_COOKIE } from '@chess-portal/service-kit';
import type { PreloadLinks } from './preload-links';

const NOT_STATIC = /^\/(api|mfe)(\/|$)/;

/** A page path (no file extension) or a browser asking for HTML gets index.html when no file matches. */
const wantsPage = (ctx: Context) => !path.extname(ctx.path) || ctx.get('Accept').includes('text/html');

export function serveShell(distDir: string, preload?: PreloadLinks): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_STATIC.test(ctx.path)) return next();
    if (await sendStatic(ctx, distDir, ctx.path)) return;
    if (wantsPage(ctx) && (await sendStatic(ctx, distDir, 'index.html'))) {
      const links = preload?.forPage(ctx.path, Boolean(ctx.cookies.get(SESSION_COOKIE)));
      if (links) ctx.set('Link', links);
      return;
    }
    throw notFound(
      wantsPage(ctx) ? 'The shell is not built: run npm run build -w @chess-portal/shell' : 'File not found',
    );
  };
}
