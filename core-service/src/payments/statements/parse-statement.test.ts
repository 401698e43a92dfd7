import { STATEMENT_MAX_BYTES, STATEMENT_MAX_ROWS, STATEMENT_MESSAGES } from '@chess-portal/contracts';
import {
  encryptedPdf,
  fixtureCredits,
  scannedPdf,
  statementCsv,
  statementPdf,
  statementSheet,
  STATEMENT_FORMATS,
  type StatementFormat,
} from '../../../test/support/statement-fixtures';
import { payerFromNarration, parseAmountPaise, parseStatementDate, utrFromNarration } from './cells';
import { StatementError, type ExtractResult } from './extract';
import { parseStatement } from './parse-statement';
import { runStatementParse } from './run-statement-parse';

const FROM = new Date('2026-03-05T08:30:00Z'); // 14:00 IST
const credits = fixtureCredits(5, FROM, '150.00', 345707660676);
const LABELS: Record<StatementFormat, string> = {
  hdfc: 'hdfc',
  icici: 'icici',
  sbi: 'sbi',
  axis: 'axis',
  kotak: 'kotak',
  phonepe: 'phonepe',
  paytm: 'paytm',
  gpay: 'gpay',
};
/** formats whose exports carry the time of day (the banks' carry the date only) */
const TIMED = new Set<StatementFormat>(['phonepe', 'paytm', 'gpay']);

function expectCredits(result: ExtractResult, format: StatementFormat) {
  if (result.kind !== 'credits') throw new Error(`expected credits, got ${result.kind}`);
  expect(result.layout).toBe(LABELS[format]);
  expect(result.credits).toHaveLength(credits.length);
  result.credits.forEach((c, i) => {
    expect(c.utr).toBe(credits[i].utr);
    expect(c.amountPaise).toBe('15000');
    if (TIMED.has(format)) expect(c.at).toBe(credits[i].at.toISOString());
    else expect(c.at).toBe('2026-03-04T18:30:00.000Z'); // 5 March, India's midnight
    expect(`${c.payer ?? ''} ${c.vpa ?? ''}`.toLowerCase()).toMatch(/[a-z]/);
  });
  expect(result.credits[0].payer?.toLowerCase()).toBe('aarav shah');
}

async function refusal(p: Promise<unknown>): Promise<{ message: string; status: number }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof StatementError)) throw new Error(`expected a StatementError, got ${String(err)}`);
  return { message: err.message, status: err.status };
}

describe('statement cells', () => {
  it('finds the UTR and the payer in bank narrations', () => {
    const n = 'UPI/P2A/345707660676/SAGAR MAL/State Ban/sagar@okaxis';
    expect(utrFromNarration(n)).toBe('345707660676');
    expect(payerFromNarration(n)).toBe('SAGAR MAL');
    expect(utrFromNarration('UPI-SAGAR MAL-919812345678@ybl-SBIN0001234-345707660676-fee')).toBe('345707660676');
    expect(utrFromNarration('NEFT-ACCOUNT 12345678901234 SALARY')).toBeNull();
  });
  it('reads amounts exactly and dates as India writes them', () => {
    expect(parseAmountPaise('1,50,000.50')).toBe(15000050n);
    expect(parseAmountPaise('₹ 150')).toBe(15000n);
    expect(parseAmountPaise('150.00 Dr')).toBe(-15000n);
    expect(parseAmountPaise('')).toBeNull();
    expect(parseStatementDate('05/03/26')?.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(parseStatementDate('5 Mar 2026', '14:00')?.toISOString()).toBe('2026-03-05T08:30:00.000Z');
    expect(parseStatementDate('2026-03-05 02:00:00 PM')?.toISOString()).toBe('2026-03-05T08:30:00.000Z');
    expect(parseStatementDate('31/02/2026')).toBeNull();
  });
});

describe('parseStatement: every named format', () => {
  it.each(STATEMENT_FORMATS)('%s as CSV: its credits, debits and failed lines left out', async (format) => {
    expectCredits(await parseStatement(Buffer.from(statementCsv(format, credits)), `${format}.csv`), format);
  });
  it.each(STATEMENT_FORMATS)('%s as XLSX', async (format) => {
    expectCredits(await parseStatement(statementSheet(format, credits), `${format}.xlsx`), format);
  });
  it.each(['hdfc', 'sbi', 'phonepe'] as const)('%s as the old binary XLS', async (format) => {
    expectCredits(await parseStatement(statementSheet(format, credits, 'xls'), `${format}.xls`), format);
  });
});

describe('parseStatement: text PDFs (in the worker, as uploads are read)', () => {
  it.each(['hdfc', 'icici', 'sbi', 'axis', 'kotak'] as const)('%s as a text PDF', async (format) => {
    expectCredits(await runStatementParse(statementPdf(format, credits), `${format}.pdf`), format);
  });
  it('refuses an encrypted PDF and a scanned one with what to do instead', async () => {
    expect(await refusal(runStatementParse(encryptedPdf(), 'locked.pdf'))).toEqual({
      message: STATEMENT_MESSAGES.encryptedPdf,
      status: 422,
    });
    expect(await refusal(runStatementParse(scannedPdf(), 'scan.pdf'))).toEqual({
      message: STATEMENT_MESSAGES.scannedPdf,
      status: 422,
    });
    expect(await refusal(runStatementParse(Buffer.from('%PDF-1.4 garbage'), 'broken.pdf'))).toMatchObject({
      status: 422,
    });
  });
});

describe('parseStatement: bad input', () => {
  it('asks for a column mapping for an unknown layout, and applies it', async () => {
    const csv = 'When,Money in,Money out,Details\n05/03/2026,150.00,,UPI/345707660676/SAGAR MAL\n';
    const first = await parseStatement(Buffer.from(csv), 'other.csv');
    expect(first).toEqual({
      kind: 'needs-mapping',
      headers: ['When', 'Money in', 'Money out', 'Details'],
      headerKey: 'when|moneyin|moneyout|details',
    });
    const mapped = await parseStatement(Buffer.from(csv), 'other.csv', {
      mapping: { date: 'When', credit: 'Money in', reference: '', narration: 'Details', payer: '' },
    });
    expect(mapped).toMatchObject({
      kind: 'credits',
      layout: 'mapped',
      credits: [{ utr: '345707660676', amountPaise: '15000', payer: 'SAGAR MAL' }],
    });
    expect(
      await refusal(
        parseStatement(Buffer.from(csv), 'other.csv', {
          mapping: { date: 'Date', credit: 'Money in', reference: '', narration: 'Details', payer: '' },
        }),
      ),
    ).toEqual({ message: STATEMENT_MESSAGES.mappingUnknownColumn('Date'), status: 422 });
  });
  it('refuses empty files and sheets, files of another kind, and malformed CSV', async () => {
    expect(await refusal(parseStatement(Buffer.alloc(0), 'x.csv'))).toEqual({
      message: STATEMENT_MESSAGES.empty,
      status: 422,
    });
    expect(await refusal(parseStatement(Buffer.from('\n\n,,\n'), 'x.csv'))).toEqual({
      message: STATEMENT_MESSAGES.emptySheet,
      status: 422,
    });
    expect(await refusal(parseStatement(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'x.png'))).toEqual({
      message: STATEMENT_MESSAGES.unsupportedType,
      status: 422,
    });
    expect(await refusal(parseStatement(Buffer.from('not a spreadsheet'), 'x.xlsx'))).toMatchObject({ status: 422 });
    const broken = await refusal(parseStatement(Buffer.from('Date,Narration\n"05/03/2026,"a"b\n'), 'x.csv'));
    expect(broken.status).toBe(422);
  });
  it('refuses a file over the size limit and a statement over the row limit', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    expect(await refusal(parseStatement(big, 'big.csv'))).toEqual({
      message: STATEMENT_MESSAGES.tooLarge(big.length),
      status: 413,
    });
    expect(big.length).toBeGreaterThan(STATEMENT_MAX_BYTES);
    const rows = ['Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance'];
    for (let i = 0; i < 100_000; i++) rows.push(`05/03/26,UPI-A-a@x-${417000000000 + i},,05/03/26,,1.00,1.00`);
    expect(rows.length - 1).toBeGreaterThan(STATEMENT_MAX_ROWS);
    expect(await refusal(parseStatement(Buffer.from(rows.join('\n')), 'huge.csv'))).toEqual({
      message: STATEMENT_MESSAGES.tooManyRows,
      status: 413,
    });
  });
});
