// A text PDF statement → rows of cells. pdfjs-dist gives each page's text pieces with positions: pieces
// on one line (same baseline) make a row; the header row of a known layout fixes the columns, and every
// later piece goes to the column whose header centre is nearest. A line without a date that only
// carries text continues the previous row's narration (banks wrap long narrations).
import { STATEMENT_MESSAGES } from '@chess-portal/contracts/forms/statements';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cellText, parseAmountPaise, parseStatementDate } from './cells';
import { StatementError } from './extract';
import { detectLayout } from './layouts';
import { ROW_CAP } from './read-rows';

type Piece = { x: number; y: number; w: number; text: string };

const MAX_PAGES = 1000;

type PdfJs = typeof PdfJsModule;
// pdfjs-dist is ES modules only: loaded with a real import() (this runs in the statement worker)
const loadPdfJs = new Function('return import("pdfjs-dist/legacy/build/pdf.mjs")') as () => Promise<PdfJs>;

function linesOf(pieces: Piece[]): Piece[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Piece[][] = [];
  for (const p of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - p.y) <= 2.5) line.push(p);
    else lines.push([p]);
  }
  return lines.map((l) => l.sort((a, b) => a.x - b.x));
}

/** Pieces closer than a few points are one cell ('Deposit' 'Amt.' → 'Deposit Amt.'). */
function cellsOf(line: Piece[]): Piece[] {
  const cells: Piece[] = [];
  for (const p of line) {
    const last = cells[cells.length - 1];
    if (last && p.x - (last.x + last.w) < 6) {
      last.text = `${last.text} ${p.text}`.replace(/\s+/g, ' ').trim();
      last.w = p.x + p.w - last.x;
    } else cells.push({ ...p });
  }
  return cells;
}

export async function pdfRows(data: Uint8Array, onProgress?: (pages: number) => void): Promise<string[][]> {
  const pdfjs = await loadPdfJs();
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException') throw new StatementError(STATEMENT_MESSAGES.encryptedPdf);
    throw new StatementError(STATEMENT_MESSAGES.unreadablePdf);
  }
  try {
    let centres: number[] | null = null;
    let anyText = false;
    const rows: string[][] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        pieces.push({ x: item.transform[4], y: item.transform[5], w: item.width, text: item.str.trim() });
      }
      if (pieces.length) anyText = true;
      for (const line of linesOf(pieces)) {
        const cells = cellsOf(line);
        if (!centres) {
          const header = cells.map((c) => c.text);
          if (detectLayout(header)) {
            centres = cells.map((c) => c.x + c.w / 2);
            rows.push(header);
          }
          continue;
        }
        const row = centres.map(() => '');
        for (const c of cells) {
          const mid = c.x + c.w / 2;
          let best = 0;
          for (let i = 1; i < centres.length; i++)
            if (Math.abs(centres[i] - mid) < Math.abs(centres[best] - mid)) best = i;
          row[best] = row[best] ? `${row[best]} ${c.text}` : c.text;
        }
        const previous = rows.length > 1 ? rows[rows.length - 1] : null;
        const dated = row.some((c) => parseStatementDate(c) !== null);
        const amounts = row.some((c) => /\d\.\d{2}$/.test(c) && parseAmountPaise(c) !== null);
        if (!dated && !amounts && previous) {
          row.forEach((c, i) => {
            if (c) previous[i] = `${cellText(previous[i])}${/[/-]$/.test(previous[i]) ? '' : ' '}${c}`;
          });
          continue;
        }
        rows.push(row);
        if (rows.length > ROW_CAP) return rows;
      }
      page.cleanup();
      onProgress?.(n);
    }
    if (!anyText) throw new StatementError(STATEMENT_MESSAGES.scannedPdf);
    if (!centres) throw new StatementError(STATEMENT_MESSAGES.unknownPdfLayout);
    return rows;
  } finally {
    await doc.destroy();
  }
}
