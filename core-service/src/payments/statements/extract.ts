// Rows of a statement (from CSV, a sheet or a PDF's text) → its credits. Finds the header row among the
// first rows, recognises the layout (layouts.ts) or applies the organizer's mapping, and keeps from each
// credit its time, amount, UTR/RRN and payer. Debits, failed and refunded lines are left out.
import {
  STATEMENT_MAX_ROWS,
  STATEMENT_MESSAGES,
  type StatementMapping,
} from '@chess-portal/contracts/forms/statements';
import {
  cellText,
  normaliseHeader,
  parseAmountPaise,
  parseStatementDate,
  payerFromNarration,
  utrFromNarration,
  utrFromReference,
  vpaIn,
} from './cells';
import { columnsOf, detectLayout, headerKey, mappedLayout, type Columns, type Layout } from './layouts';

/** One credit of a statement: `amountPaise` as a decimal text of paise (JSON-safe). */
export type StatementCredit = {
  /** 1-based row of the file (or line of the PDF table) */
  row: number;
  at: string;
  amountPaise: string;
  utr: string | null;
  payer: string | null;
  vpa: string | null;
  /** the narration or reference as the statement has it, cut to 200 characters */
  narration: string;
};

export type ExtractResult =
  | { kind: 'credits'; layout: string; label: string; credits: StatementCredit[]; rows: number }
  | { kind: 'needs-mapping'; headers: string[]; headerKey: string };

/** A refusal of the file itself: the message is the organizer's (4xx). */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 422 = 422,
  ) {
    super(message);
  }
}

const HEADER_SEARCH_ROWS = 40;

function findHeader(rows: unknown[][], mappingKey?: string): { index: number; found: ReturnType<typeof detectLayout> } {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const header = rows[i].map(cellText);
    const found = detectLayout(header);
    if (found) return { index: i, found };
    if (mappingKey && headerKey(header) === mappingKey) return { index: i, found: null };
  }
  return { index: -1, found: null };
}

/** The header row of an unknown layout: the first of the first rows with 3+ text cells and no amount. */
function likelyHeader(rows: unknown[][]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const cells = rows[i].map(cellText).filter(Boolean);
    if (cells.length >= 3 && cells.every((c) => /[a-z]/i.test(c) && parseStatementDate(c) === null)) return i;
  }
  return -1;
}

export type ExtractOptions = {
  /** the organizer's mapping for this header row (sent with the upload, or remembered) */
  mapping?: StatementMapping & { headerKey?: string };
  onProgress?: (rowsRead: number) => void;
};

export function extractCredits(rows: unknown[][], options: ExtractOptions = {}): ExtractResult {
  if (rows.length > STATEMENT_MAX_ROWS + HEADER_SEARCH_ROWS)
    throw new StatementError(STATEMENT_MESSAGES.tooManyRows, 413);
  const nonEmpty = rows.filter((r) => r.some((c) => cellText(c) !== ''));
  if (nonEmpty.length === 0) throw new StatementError(STATEMENT_MESSAGES.emptySheet);
  const { mapping } = options;
  const { index, found } = findHeader(nonEmpty, mapping?.headerKey);
  let layout: Layout;
  let columns: Columns;
  let headerIndex = index;
  if (found) ({ layout, columns } = found);
  else {
    if (headerIndex < 0) headerIndex = likelyHeader(nonEmpty);
    if (headerIndex < 0) throw new StatementError(STATEMENT_MESSAGES.emptySheet);
    const header = nonEmpty[headerIndex].map(cellText);
    if (!mapping) return { kind: 'needs-mapping', headers: header.filter(Boolean), headerKey: headerKey(header) };
    const names = new Set(header.map(normaliseHeader));
    for (const column of [mapping.date, mapping.credit, mapping.reference, mapping.narration, mapping.payer])
      if (column && !names.has(normaliseHeader(column)))
        throw new StatementError(STATEMENT_MESSAGES.mappingUnknownColumn(column));
    layout = mappedLayout(mapping);
    columns = columnsOf(layout, header);
  }
  const body = nonEmpty.slice(headerIndex + 1);
  if (body.length > STATEMENT_MAX_ROWS) throw new StatementError(STATEMENT_MESSAGES.tooManyRows, 413);
  const credits: StatementCredit[] = [];
  const cell = (row: unknown[], role: keyof Columns) => (columns[role] === undefined ? undefined : row[columns[role]!]);
  for (let i = 0; i < body.length; i++) {
    if (i % 5000 === 0 && i > 0) options.onProgress?.(i);
    const row = body[i];
    const at = parseStatementDate(cell(row, 'date'), cell(row, 'time'));
    if (!at) continue; // opening balance, totals, page headers repeated
    let amount: bigint | null;
    if (columns.credit !== undefined) amount = parseAmountPaise(cell(row, 'credit'));
    else {
      amount = parseAmountPaise(cell(row, 'amount'));
      if (amount !== null && layout.creditWhen && columns.direction !== undefined) {
        if (!layout.creditWhen.test(cellText(cell(row, 'direction')))) continue;
      }
    }
    if (amount === null || amount <= 0n) continue;
    if (layout.okWhen && columns.status !== undefined && !layout.okWhen.test(cellText(cell(row, 'status')))) continue;
    const narration = cellText(cell(row, 'narration'));
    const reference = cell(row, 'reference');
    const utr = utrFromReference(reference) ?? utrFromNarration(narration);
    const payerCell = cellText(cell(row, 'payer'));
    const vpa = vpaIn(cellText(cell(row, 'vpa'))) ?? vpaIn(payerCell) ?? vpaIn(narration);
    const payer = (payerCell && !payerCell.includes('@') ? payerCell : null) ?? payerFromNarration(narration);
    credits.push({
      row: headerIndex + 2 + i,
      at: at.toISOString(),
      amountPaise: amount.toString(),
      utr,
      payer: payer ? payer.slice(0, 120) : null,
      vpa,
      narration: (narration || cellText(reference)).slice(0, 200),
    });
  }
  options.onProgress?.(body.length);
  return { kind: 'credits', layout: layout.id, label: layout.label, credits, rows: body.length };
}
