// Serve a remote's built files under /mfe/<role>/ (CONVENTIONS.md § Module Federation): hashed
// files cached for a year, entry files (mf-manifest.json, remoteEntry.js, *.html) never cached.
// The edge serves the shell's own files with the same sendStatic: one implementation of the
// pre-compressed variants (.br, .gz written by the build) for both.
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from '../http-error';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const entryFiles = new Set(['mf-manifest.json', 'remoteEntry.js']);
const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** the variants the build writes next to a file (compression-webpack-plugin) */
const encodedVariant = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(encodedVariant, '');
  if (entryFiles.has(name) || name.endsWith('.html')) return NO_CACHE;
  return hashed.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Sends `file` from `root` when it exists: its brotli (`file.br`) or gzip (`file.gz`) variant when the
 * browser accepts that encoding and the build wrote one, with Content-Encoding, and always
 * `Vary: Accept-Encoding` (a cache must not hand the brotli bytes to a browser that asked for none).
 * False when there is no such file (or the path leaves `root`).
 */
export async function sendStatic(ctx: Context, root: string, file: string): Promise<boolean> {
  ctx.vary('Accept-Encoding');
  try {
    const served = await send(ctx, file, {
      root,
      index: 'index.html',
      brotli: true,
      gzip: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    // a hashed file never changes and is never revalidated: its Last-Modified would be dead weight
    if (served && ctx.response.get('Cache-Control') === IMMUTABLE) ctx.remove('Last-Modified');
    return Boolean(served);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) {
      // koa-send may have chosen a variant before it found nothing to send
      ctx.remove('Content-Encoding');
      return false;
    }
    throw err;
  }
}

export function serveRemote({ role, distDir }: { role: string; distDir: string }): Middleware {
  const prefix = `/mfe/${role}/`;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const file = ctx.path.slice(prefix.length) || 'index.html';
    if (!(await sendStatic(ctx, distDir, file))) throw notFound('File not found');
  };
}
