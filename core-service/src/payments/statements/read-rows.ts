// A statement file → rows of cells, with well-kept parsers: csv-parse for CSV, SheetJS (the
// @e965/xlsx build of SheetJS CE 0.20.3, which has the fixes for CVE-2023-30533 and CVE-2024-22363
// that the npm `xlsx` 0.18.5 lacks) for XLSX and XLS, pdfjs-dist for a PDF's text (statement-pdf.ts).
// Runs inside the statement worker (statement-worker.ts): a hostile file costs that thread's memory
// budget and time limit, not the server's.
import { STATEMENT_MAX_ROWS, STATEMENT_MESSAGES, type StatementKind } from '@chess-portal/contracts/forms/statements';
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import * as XLSX from '@e965/xlsx';
import { StatementError } from './extract';

/** Rows read at most: the limit, the header search and one more to tell "too many". */
export const ROW_CAP = STATEMENT_MAX_ROWS + 41;

/** What the bytes are (by their signature, then the name): a renamed file is read as what it is. */
export function kindOf(data: Uint8Array, fileName: string): StatementKind | null {
  const head = Buffer.from(data.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf' || ext === 'xlsx') return null; // claims to be one and is not
  // text: CSV (also an "XLS" that is really tab-separated text, as some banks send)
  const sample = Buffer.from(data.subarray(0, 4096));
  if (sample.includes(0)) return null;
  return 'csv';
}

/** The delimiter used most on the first lines outside quotes: comma, tab, semicolon or pipe. */
function delimiterOf(text: string): string {
  const lines = text
    .split(/\r?\n/, 15)
    .join('\n')
    .replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const d of [',', '\t', ';', '|']) {
    const count = lines.split(d).length - 1;
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best;
}

export function csvRows(data: Uint8Array): string[][] {
  const text = Buffer.from(data).toString('utf8');
  try {
    return parseCsv(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: ROW_CAP,
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) throw new StatementError(STATEMENT_MESSAGES.unreadableCsv(err.message.split(':')[0]));
    throw err;
  }
}

export function sheetRows(data: Uint8Array): unknown[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'array',
      dense: true,
      sheetRows: ROW_CAP,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellText: false,
      bookVBA: false,
    });
  } catch (err) {
    if (/password|encrypt/i.test((err as Error).message)) throw new StatementError(STATEMENT_MESSAGES.encryptedSheet);
    throw new StatementError(STATEMENT_MESSAGES.unreadableSheet);
  }
  for (const name of workbook.SheetNames) {
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name], { header: 1, raw: true, defval: '' });
    if (rows.some((r) => r.some((c) => c !== '' && c !== null))) return rows;
  }
  throw new StatementError(STATEMENT_MESSAGES.emptySheet);
}
