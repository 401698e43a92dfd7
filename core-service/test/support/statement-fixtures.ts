// Statement fixtures, written for the tests: each named format's columns and narration style (HDFC,
// ICICI, SBI, Axis, Kotak; PhonePe Business, Paytm for Business, Google Pay for Business) as CSV, as a
// sheet (XLSX / XLS, through SheetJS) or as a text PDF (a small PDF writer below), plus the bad inputs:
// an encrypted PDF, a scanned (text-less) PDF. Dates are India's (+05:30), as the exports write them.
import { createHash, randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';

export type FixtureCredit = { at: Date; amount: string; utr: string; payer: string; vpa: string };
export const STATEMENT_FORMATS = ['hdfc', 'icici', 'sbi', 'axis', 'kotak', 'phonepe', 'paytm', 'gpay'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ist = (at: Date) => {
  const d = new Date(at.getTime() + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    dd: p(d.getUTCDate()),
    mm: p(d.getUTCMonth() + 1),
    yyyy: String(d.getUTCFullYear()),
    yy: String(d.getUTCFullYear()).slice(2),
    mon: MON[d.getUTCMonth()],
    time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`,
  };
};
const money = (a: string) => Number(a).toLocaleString('en-IN', { minimumFractionDigits: 2 });
const upper = (s: string) => s.toUpperCase();

/** A debit (ignored by the parser) dated like the first credit. */
const DEBIT = { amount: '499.00', utr: '600000000001', payer: 'AIRTEL PREPAID', vpa: 'airtel@ybl' };

/** The table of a format: header row, then one row per credit (and a debit / failed / refund line). */
export function statementTable(format: StatementFormat, credits: FixtureCredit[]): string[][] {
  const first = credits[0]?.at ?? new Date('2026-03-01T04:30:00Z');
  let balance = 10000;
  const bal = (delta: number) => money(String((balance += delta)));
  switch (format) {
    case 'hdfc': {
      const rows = credits.map((c) => {
        const d = ist(c.at);
        return [
          `${d.dd}/${d.mm}/${d.yy}`,
          `UPI-${upper(c.payer)}-${c.vpa}-SBIN0001234-${c.utr}-Entry fee`,
          `0000${c.utr}`,
          `${d.dd}/${d.mm}/${d.yy}`,
          '',
          money(c.amount),
          bal(Number(c.amount)),
        ];
      });
      const d = ist(first);
      rows.splice(1, 0, [
        `${d.dd}/${d.mm}/${d.yy}`,
        `UPI-${DEBIT.payer}-${DEBIT.vpa}-UTIB0000001-${DEBIT.utr}-Recharge`,
        `0000${DEBIT.utr}`,
        `${d.dd}/${d.mm}/${d.yy}`,
        money(DEBIT.amount),
        '',
        bal(-499),
      ]);
      return [
        ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
        ...rows,
      ];
    }
    case 'icici': {
      const rows = credits.map((c, i) => {
        const d = ist(c.at);
        return [
          String(i + 1),
          `${d.dd}/${d.mm}/${d.yyyy}`,
          `${d.dd}/${d.mm}/${d.yyyy}`,
          '-',
          `UPI/${c.utr}/${upper(c.payer)}/${c.vpa}/State Bank Of I/ICI${c.utr.slice(0, 6)}`,
          '0.00',
          c.amount,
          String((balance += Number(c.amount))),
        ];
      });
      const d = ist(first);
      rows.push([
        String(rows.length + 1),
        `${d.dd}/${d.mm}/${d.yyyy}`,
        `${d.dd}/${d.mm}/${d.yyyy}`,
        '-',
        `UPI/${DEBIT.utr}/${DEBIT.payer}/${DEBIT.vpa}/Axis Bank/Recharge`,
        DEBIT.amount,
        '0.00',
        String((balance -= 499)),
      ]);
      return [
        [
          'S No.',
          'Value Date',
          'Transaction Date',
          'Cheque Number',
          'Transaction Remarks',
          'Withdrawal Amount (INR )',
          'Deposit Amount (INR )',
          'Balance (INR )',
        ],
        ...rows,
      ];
    }
    case 'sbi': {
      const rows = credits.map((c) => {
        const d = ist(c.at);
        return [
          `${d.dd} ${d.mon} ${d.yyyy}`,
          `${d.dd} ${d.mon} ${d.yyyy}`,
          `BY TRANSFER-UPI/CR/${c.utr}/${upper(c.payer)}/SBIN/${c.vpa}/Entry fee`,
          `TRANSFER FROM 4897691162095`,
          '',
          money(c.amount),
          bal(Number(c.amount)),
        ];
      });
      return [['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'], ...rows];
    }
    case 'axis': {
      const rows = credits.map((c) => {
        const d = ist(c.at);
        return [
          `${d.dd}-${d.mm}-${d.yyyy}`,
          '',
          `UPI/P2A/${c.utr}/${upper(c.payer)}/State Ban/${c.vpa}`,
          '',
          c.amount,
          String((balance += Number(c.amount))),
          '1234',
        ];
      });
      const d = ist(first);
      rows.unshift([
        `${d.dd}-${d.mm}-${d.yyyy}`,
        '',
        `UPI/P2M/${DEBIT.utr}/${DEBIT.payer}/Axis Bank`,
        DEBIT.amount,
        '',
        String((balance -= 499)),
        '1234',
      ]);
      return [['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'], ...rows];
    }
    case 'kotak': {
      const rows = credits.map((c, i) => {
        const d = ist(c.at);
        return [
          String(i + 1),
          `${d.dd}-${d.mm}-${d.yyyy}`,
          `${d.dd}-${d.mm}-${d.yyyy}`,
          `UPI/${upper(c.payer)}/${c.utr}/Entry fee`,
          `UPI-${c.utr}`,
          money(c.amount),
          'CR',
          bal(Number(c.amount)),
          'CR',
        ];
      });
      const d = ist(first);
      rows.push([
        String(rows.length + 1),
        `${d.dd}-${d.mm}-${d.yyyy}`,
        `${d.dd}-${d.mm}-${d.yyyy}`,
        `UPI/${DEBIT.payer}/${DEBIT.utr}/Recharge`,
        `UPI-${DEBIT.utr}`,
        money(DEBIT.amount),
        'DR',
        bal(-499),
        'CR',
      ]);
      return [
        [
          'Sl. No.',
          'Transaction Date',
          'Value Date',
          'Description',
          'Chq / Ref No.',
          'Amount',
          'Dr / Cr',
          'Balance',
          'Dr / Cr',
        ],
        ...rows,
      ];
    }
    case 'phonepe': {
      const rows = credits.map((c, i) => {
        const d = ist(c.at);
        return [
          'FORWARD',
          `M${1000 + i}`,
          `T2603${c.utr}`,
          c.utr,
          upper(c.payer),
          `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
          `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
          c.amount,
          '0.00',
          c.amount,
          'COMPLETED',
        ];
      });
      const d = ist(first);
      rows.push([
        'REVERSAL',
        'M0',
        `T2603${DEBIT.utr}`,
        DEBIT.utr,
        DEBIT.payer,
        `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
        `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
        '150.00',
        '0.00',
        '150.00',
        'COMPLETED',
      ]);
      return [
        [
          'TransactionType',
          'MerchantReferenceId',
          'PhonePeReferenceId',
          'BankReferenceNo',
          'From',
          'CreationDate',
          'TransactionDate',
          'Amount',
          'Fee',
          'NetAmount',
          'Status',
        ],
        ...rows,
      ];
    }
    case 'paytm': {
      const rows = credits.map((c, i) => {
        const d = ist(c.at);
        return [
          `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
          `ORDER${1000 + i}`,
          `2026${c.utr}00`,
          'SUCCESS',
          c.amount,
          '0.00',
          c.amount,
          c.vpa,
          upper(c.payer),
          c.utr,
          'ACQUIRING',
          'UPI',
        ];
      });
      const d = ist(first);
      rows.push([
        `${d.yyyy}-${d.mm}-${d.dd} ${d.time}`,
        'ORDER0',
        `2026${DEBIT.utr}00`,
        'FAILURE',
        '150.00',
        '0.00',
        '150.00',
        DEBIT.vpa,
        DEBIT.payer,
        DEBIT.utr,
        'ACQUIRING',
        'UPI',
      ]);
      return [
        [
          'Transaction_Date',
          'Order_ID',
          'Transaction_ID',
          'Status',
          'Amount',
          'Commission',
          'Net_Amount',
          'Customer_VPA',
          'Customer_Name',
          'Bank_Transaction_ID',
          'Transaction_Type',
          'Payment_Mode',
        ],
        ...rows,
      ];
    }
    case 'gpay': {
      const rows = credits.map((c, i) => {
        const d = ist(c.at);
        return [
          `${d.dd} ${d.mon} ${d.yyyy}`,
          d.time,
          c.payer,
          c.vpa,
          c.utr,
          `CICAgO${i}`,
          c.amount,
          'Received',
          'Completed',
        ];
      });
      return [
        [
          'Transaction date',
          'Time',
          'Payer name',
          'Payer UPI ID',
          'UPI transaction ID',
          'Google transaction ID',
          'Amount',
          'Type',
          'Status',
        ],
        ...rows,
      ];
    }
  }
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The format as a CSV export; banks put a few lines of account details above the table. */
export function statementCsv(format: StatementFormat, credits: FixtureCredit[]): string {
  const preamble = ['hdfc', 'sbi', 'axis', 'kotak'].includes(format)
    ? [
        ['Account Statement'],
        ['Account No', 'XXXXXXXX1234'],
        ['Statement period', 'from the first to the last credit'],
        [],
      ]
    : [];
  return [...preamble, ...statementTable(format, credits)].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The format as a spreadsheet (XLSX, or the old binary XLS), amounts as numbers like the banks' exports. */
export function statementSheet(
  format: StatementFormat,
  credits: FixtureCredit[],
  bookType: 'xlsx' | 'xls' = 'xlsx',
): Buffer {
  const table = statementTable(format, credits).map((row, i) =>
    i === 0 ? row : row.map((c) => (/^\d+\.\d{2}$/.test(c) ? Number(c) : c)),
  );
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(table), 'Statement');
  return XLSX.write(wb, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

/** A minimal PDF: each page's content stream, Helvetica; `extra` objects and trailer entries for the bad cases. */
function pdfDocument(pages: string[], options: { trailer?: string; extra?: string[] } = {}): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((content, i) => {
    const id = pageIds[i];
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  for (const extra of options.extra ?? []) objects.push(extra);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R ${options.trailer ?? ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/₹/g, 'Rs.');

/** The format as a text PDF: the bank's title, then the table in columns, 30 lines a page. */
export function statementPdf(format: StatementFormat, credits: FixtureCredit[]): Buffer {
  const [header, ...rows] = statementTable(format, credits);
  const widths = header.map((h, i) => 3 + Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const total = widths.reduce((a, b) => a + b, 0);
  const scale = 800 / total;
  const xs = widths.map((_, i) => 20 + widths.slice(0, i).reduce((a, b) => a + b, 0) * scale);
  const size = Math.min(8, Math.max(3, scale * 1.6));
  const line = (cells: string[], y: number) =>
    cells
      .map((c, i) => (c ? `BT /F1 ${size.toFixed(2)} Tf ${xs[i].toFixed(1)} ${y} Td (${pdfText(c)}) Tj ET` : ''))
      .join('\n');
  const pages: string[] = [];
  for (let start = 0; start === 0 || start < rows.length; start += 30) {
    let y = 560;
    const parts = [`BT /F1 12 Tf 20 ${y} Td (Account statement) Tj ET`];
    y -= 30;
    parts.push(line(header, y));
    for (const row of rows.slice(start, start + 30)) parts.push(line(row, (y -= 14)));
    pages.push(parts.join('\n'));
  }
  return pdfDocument(pages);
}

/** A statement PDF protected with a user password (RC4, revision 2): pdfjs asks for the password. */
export function encryptedPdf(): Buffer {
  const hex = (n: number) => randomBytes(n).toString('hex');
  const id = createHash('md5').update('statement').digest('hex');
  return pdfDocument(['BT /F1 12 Tf 20 560 Td (Account statement) Tj ET'], {
    extra: [`<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -3904 >>`],
    trailer: `/Encrypt 6 0 R /ID [<${id}> <${id}>]`,
  });
}

/** A "scanned" statement: pages with pictures (here, filled rectangles) and no text. */
export function scannedPdf(): Buffer {
  return pdfDocument(['0.5 g 20 20 800 550 re f', '0.3 g 40 40 700 500 re f']);
}

/** `count` credits of `amount` at one-minute steps from `from`, with distinct 12-digit UTRs. */
export function fixtureCredits(count: number, from: Date, amount = '150.00', utrBase = 417250000000): FixtureCredit[] {
  const names = ['Aarav Shah', 'Diya Patel', 'Vihaan Rao', 'Ananya Iyer', 'Kabir Singh', 'Ishita Das'];
  return Array.from({ length: count }, (_, i) => {
    const name = names[i % names.length];
    return {
      at: new Date(from.getTime() + i * 60_000),
      amount,
      utr: String(utrBase + i),
      payer: name,
      vpa: `${name.split(' ')[0].toLowerCase()}${i}@okaxis`,
    };
  });
}
