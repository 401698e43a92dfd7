// Serve a remote's built files under /mfe/<role>/ (CONVENTIONS.md § Module Federation): hashed
// files cached for a year, entry files (mf-manifest.json, remoteEntry.js, *.html) never cached.
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from '../http-error';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const entryFiles = new Set(['mf-manifest.json', 'remoteEntry.js']);
const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (entryFiles.has(name) || name.endsWith('.html')) return NO_CACHE;
  return hashed.test(name) ? IMMUTABLE : NO_CACHE;
}

export function serveRemote({ role, distDir }: { role: string; distDir: string }): Middleware {
  const prefix = `/mfe/${role}/`;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const file = ctx.path.slice(prefix.length) || 'index.html';
    let served: string | undefined;
    try {
      served = await send(ctx, file, {
        root: distDir,
        index: 'index.html',
        setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
      });
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 404 || status === 400 || status === 403) throw notFound('File not found');
      throw err;
    }
    if (!served) throw notFound('File not found');
  };
}
