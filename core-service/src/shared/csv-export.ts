// A CSV export read from the database in bounded batches (keyset pages) and written as it is read
// (csv-stringify), so neither core nor a BFF ever holds a whole file: memory stays at one batch however
// many rows there are, and the next batch is read only when the client has taken the bytes before it.
// The first batch is read before the stream is handed back, so a failure there (no database) is still an
// ordinary JSON error; a failure after the first byte destroys the stream (the client sees a cut-off
// download, never an error page inside the CSV) and is reported through `onError`.
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) gets an apostrophe; a plain number (-12.50) stays. */
export function defuseFormula(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

export type CsvExport<R> = {
  /** the header row */
  columns: readonly string[];
  /** the rows after `last` (the first ones when undefined) in the export's order, at most `limit` */
  batch: (last: R | undefined, limit: number) => Promise<R[]>;
  /** one row's cells (called once per row, in order) */
  cells: (row: R) => CsvCell[];
  /** rows read per query (at least 1) */
  batchSize: number;
  /** lines after the rows (e.g. the totals), once every batch is read */
  trailer?: () => Promise<CsvCell[][]>;
  /** an error after the first byte: the stream is destroyed, the caller logs it */
  onError?: (err: Error) => void;
};

/** Options of every export: CRLF lines, quotes where needed (and around leading or trailing blanks). */
const CSV_OPTIONS = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  quoted_match: /^\s|\s$/,
} as const;

/** The export as a byte stream (text/csv, UTF-8): header, rows batch by batch, then the trailer. */
export async function csvExport<R>(spec: CsvExport<R>): Promise<Readable> {
  const size = Math.max(1, Math.floor(spec.batchSize));
  const first = await spec.batch(undefined, size);
  async function* records(): AsyncGenerator<string[]> {
    yield [...spec.columns];
    let rows = first;
    for (;;) {
      for (const row of rows) yield spec.cells(row).map(defuseFormula);
      if (rows.length < size) break;
      rows = await spec.batch(rows[rows.length - 1], size);
    }
    for (const line of (await spec.trailer?.()) ?? []) yield line.map(defuseFormula);
  }
  const out = stringify(CSV_OPTIONS);
  pipeline(Readable.from(records()), out, (err) => {
    // a client that went away closes the stream too (ERR_STREAM_PREMATURE_CLOSE): nothing to report
    if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') spec.onError?.(err);
  });
  return out;
}
