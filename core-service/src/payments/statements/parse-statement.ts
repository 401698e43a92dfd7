// One statement file → its credits (or the columns to map): the kind by its bytes, its rows, the layout.
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@chess-portal/contracts/forms/statements';
import { extractCredits, StatementError, type ExtractOptions, type ExtractResult } from './extract';
import { csvRows, kindOf, sheetRows } from './read-rows';
import { pdfRows } from './statement-pdf';

export type ParseProgress = { stage: 'reading' | 'matching'; done: number };

export async function parseStatement(
  data: Uint8Array,
  fileName: string,
  options: Omit<ExtractOptions, 'onProgress'> & { onProgress?: (p: ParseProgress) => void } = {},
): Promise<ExtractResult> {
  if (data.byteLength === 0) throw new StatementError(STATEMENT_MESSAGES.empty);
  if (data.byteLength > STATEMENT_MAX_BYTES)
    throw new StatementError(STATEMENT_MESSAGES.tooLarge(data.byteLength), 413);
  const kind = kindOf(data, fileName);
  if (!kind) throw new StatementError(STATEMENT_MESSAGES.unsupportedType);
  const rows =
    kind === 'pdf'
      ? await pdfRows(data, (pages) => options.onProgress?.({ stage: 'reading', done: pages }))
      : kind === 'csv'
        ? csvRows(data)
        : sheetRows(data);
  return extractCredits(rows, {
    mapping: options.mapping,
    onProgress: (done) => options.onProgress?.({ stage: 'matching', done }),
  });
}
