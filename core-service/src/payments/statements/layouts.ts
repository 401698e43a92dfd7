// The statement layouts the portal knows, by their column headers (normalised: lower-case letters and
// digits). Fixtures of each live in statement-fixtures.ts (tests). A file whose header row matches
// none of them goes through the organizer's column mapping (StatementMapping).
import type { StatementMapping } from '@chess-portal/contracts/forms/statements';
import { normaliseHeader } from './cells';

export type ColumnRole =
  'date' | 'time' | 'credit' | 'amount' | 'direction' | 'status' | 'reference' | 'narration' | 'payer' | 'vpa';

export type Layout = {
  id: string;
  label: string;
  /** header alternatives per role (normalised); the first header of the row that matches wins */
  columns: Partial<Record<ColumnRole, string[]>>;
  /** the roles whose headers identify the layout */
  signature: ColumnRole[];
  /** with `amount` + `direction`: the row is a credit when the direction cell matches */
  creditWhen?: RegExp;
  /** with `status`: the row counts only when the status cell matches */
  okWhen?: RegExp;
};

/** Most specific first: a business app's report before the banks' generic Date/Description/Credit. */
export const LAYOUTS: Layout[] = [
  {
    id: 'phonepe',
    label: 'PhonePe Business settlement report',
    columns: {
      date: ['transactiondate', 'creationdate'],
      reference: ['bankreferenceno'],
      payer: ['from', 'payername', 'customername'],
      amount: ['amount', 'transactionamount'],
      direction: ['transactiontype'],
      status: ['status', 'transactionstatus'],
      narration: ['merchantreferenceid', 'phonepereferenceid'],
    },
    signature: ['reference', 'amount'],
    creditWhen: /^(forward|payment|credit|collect|received)/i,
    okWhen: /success|completed|settled/i,
  },
  {
    id: 'paytm',
    label: 'Paytm for Business',
    columns: {
      date: ['transactiondate', 'txndate'],
      reference: ['banktransactionid', 'rrn', 'bankrrn'],
      payer: ['customername'],
      vpa: ['customervpa', 'customerupiid'],
      amount: ['amount', 'transactionamount'],
      direction: ['transactiontype'],
      status: ['status'],
      narration: ['orderid', 'transactionid'],
    },
    signature: ['reference', 'amount', 'direction'],
    creditWhen: /acquiring|sale|payment|credit/i,
    okWhen: /success|settled/i,
  },
  {
    id: 'gpay',
    label: 'Google Pay for Business',
    columns: {
      date: ['transactiondate', 'date'],
      time: ['time', 'transactiontime'],
      reference: ['upitransactionid'],
      payer: ['payername', 'customername'],
      vpa: ['payerupiid', 'customerupiid'],
      amount: ['amount'],
      direction: ['type', 'transactiontype'],
      status: ['status'],
      narration: ['googletransactionid', 'notes'],
    },
    signature: ['reference', 'payer', 'amount'],
    creditWhen: /received|payment|credit|collect/i,
    okWhen: /success|completed/i,
  },
  {
    id: 'kotak',
    label: 'Kotak Mahindra Bank',
    columns: {
      date: ['transactiondate', 'date'],
      narration: ['description', 'narration'],
      reference: ['chqrefno', 'chequerefno'],
      amount: ['amount'],
      direction: ['drcr'],
    },
    signature: ['narration', 'amount', 'direction'],
    creditWhen: /^c/i,
  },
  {
    id: 'icici',
    label: 'ICICI Bank',
    columns: {
      date: ['transactiondate', 'valuedate'],
      narration: ['transactionremarks'],
      reference: ['chequenumber'],
      credit: ['depositamountinr', 'depositamount'],
    },
    signature: ['narration', 'credit'],
  },
  {
    id: 'hdfc',
    label: 'HDFC Bank',
    columns: {
      date: ['date', 'transactiondate'],
      narration: ['narration'],
      reference: ['chqrefno'],
      credit: ['depositamt', 'depositamount'],
    },
    signature: ['narration', 'credit'],
  },
  {
    id: 'sbi',
    label: 'State Bank of India',
    columns: {
      date: ['txndate'],
      narration: ['description'],
      reference: ['refnochequeno'],
      credit: ['credit'],
    },
    signature: ['date', 'narration', 'credit'],
  },
  {
    id: 'axis',
    label: 'Axis Bank',
    columns: {
      date: ['trandate'],
      reference: ['chqno'],
      narration: ['particulars'],
      credit: ['cr'],
    },
    signature: ['date', 'narration', 'credit'],
  },
];

export type Columns = Partial<Record<ColumnRole, number>>;

/** Each role's column index in a header row, taking the first header that matches per role. */
export function columnsOf(layout: Layout, header: string[]): Columns {
  const names = header.map(normaliseHeader);
  const columns: Columns = {};
  const taken = new Set<number>();
  for (const [role, alternatives] of Object.entries(layout.columns) as [ColumnRole, string[]][]) {
    for (const alt of alternatives) {
      const index = names.findIndex((n, i) => n === alt && !taken.has(i));
      if (index >= 0) {
        columns[role] = index;
        taken.add(index);
        break;
      }
    }
  }
  return columns;
}

/** The known layout this row is the header of, with its columns (and a date column, always needed). */
export function detectLayout(header: string[]): { layout: Layout; columns: Columns } | null {
  for (const layout of LAYOUTS) {
    const columns = columnsOf(layout, header);
    if (columns.date !== undefined && layout.signature.every((role) => columns[role] !== undefined))
      return { layout, columns };
  }
  return null;
}

/** The organizer's mapping as a layout (header names as the file has them). */
export function mappedLayout(mapping: StatementMapping): Layout {
  const one = (header: string) => (header ? [normaliseHeader(header)] : []);
  return {
    id: 'mapped',
    label: 'Your column mapping',
    columns: {
      date: one(mapping.date),
      credit: one(mapping.credit),
      reference: one(mapping.reference),
      narration: one(mapping.narration),
      payer: one(mapping.payer),
    },
    signature: ['date', 'credit'],
  };
}

/** The key a mapping is remembered under: the file's header row, normalised. */
export const headerKey = (header: string[]): string => header.map(normaliseHeader).filter(Boolean).join('|');
