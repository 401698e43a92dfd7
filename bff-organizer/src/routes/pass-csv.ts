// A CSV download of core passed on to the browser as it arrives: never buffered, parsed or compressed
// here. Core's JSON error (before the first byte) was already an HttpError; a cut in core's stream cuts
// this answer too (koa's pipeline destroys it), so a broken download never looks complete.
import type { BffContext } from '@chess-portal/service-kit';
import type { CsvDownload } from '../clients/core-client';

/** The only Content-Disposition passed on: an attachment with a plain file name (core's are). */
const SAFE_DISPOSITION = /^attachment; filename="[A-Za-z0-9._-]{1,200}"$/;

export function passCsv(ctx: BffContext, { stream, disposition }: CsvDownload, fallbackName: string): void {
  ctx.set(
    'Content-Disposition',
    disposition && SAFE_DISPOSITION.test(disposition) ? disposition : `attachment; filename="${fallbackName}"`,
  );
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = stream;
}
