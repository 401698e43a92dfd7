// How core answers a CSV export: an attachment with a safe file name, never cached, passed on unbuffered.
import type { Context } from 'koa';
import type { Readable } from 'node:stream';

/** Letters, digits, dot, dash and underscore only (a quote or a slash cannot end the header or name a path). */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'export.csv';

export function sendCsv(ctx: Context, fileName: string, body: Readable): void {
  ctx.set('Content-Disposition', `attachment; filename="${safeFileName(fileName)}"`);
  ctx.set('Cache-Control', 'private, no-store');
  // a proxy in front (nginx and the like) passes the rows on as they come
  ctx.set('X-Accel-Buffering', 'no');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = body;
}
