// The built shell from SHELL_DIST_DIR: hashed assets cached for a year, index.html never cached,
// and index.html for any other page path so the browser router can take over (SPA fallback).
// Security headers (CSP, nosniff, framing) come from app.ts for every answer of the edge.
import path from 'node:path';
import { cacheControlFor, notFound } from '@chess-portal/service-kit';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

const NOT_STATIC = /^\/(api|mfe)(\/|$)/;

/** A page path (no file extension) or a browser asking for HTML gets index.html when no file matches. */
const wantsPage = (ctx: Context) => !path.extname(ctx.path) || ctx.get('Accept').includes('text/html');

async function sendFile(ctx: Context, root: string, file: string): Promise<boolean> {
  try {
    const served = await send(ctx, file, {
      root,
      index: 'index.html',
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    return Boolean(served);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) return false;
    throw err;
  }
}

export function serveShell(distDir: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_STATIC.test(ctx.path)) return next();
    if (await sendFile(ctx, distDir, ctx.path)) return;
    if (wantsPage(ctx) && (await sendFile(ctx, distDir, 'index.html'))) return;
    throw notFound(wantsPage(ctx) ? 'The shell is not built: run npm run build -w @chess-portal/shell' : 'File not found');
  };
}
