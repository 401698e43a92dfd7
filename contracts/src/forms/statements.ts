import { z } from './zod';

/**
 * Statement reconciliation (product.md §4 payments): the organizer uploads a bank or UPI-business
 * export and core matches its credits to the registrations. The limits and every sentence the
 * organizer can meet, shared by core, bff-organizer and mfe-organizer.
 */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 50_000;
/** statement files the portal reads, by extension */
export const STATEMENT_EXTENSIONS = ['csv', 'xlsx', 'xls', 'pdf'] as const;
export type StatementKind = (typeof STATEMENT_EXTENSIONS)[number];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const STATEMENT_MESSAGES = {
  empty: 'The file is empty. Export the statement again and upload that file.',
  tooLarge: (bytes?: number) =>
    `${bytes ? `The file is ${mb(bytes)}; ` : 'The file is too large; '}statements up to ${mb(STATEMENT_MAX_BYTES)} are accepted. Export a shorter period.`,
  tooManyRows: `The statement has more than ${STATEMENT_MAX_ROWS.toLocaleString('en-IN')} rows. Export a shorter period.`,
  unsupportedType: 'Upload the statement as CSV, XLSX, XLS or PDF.',
  unreadableCsv: (detail: string) => `The CSV file could not be read (${detail}). Export it again.`,
  encryptedSheet: 'This spreadsheet is password-protected. Save it without a password (or export CSV) and upload that.',
  unreadableSheet: 'The spreadsheet could not be read. Export it again as XLSX or CSV.',
  emptySheet: 'The spreadsheet has no rows. Export the statement again, with its transactions.',
  encryptedPdf:
    'This PDF is password-protected. Download the statement without a password (or as CSV/XLSX) and upload that.',
  unreadablePdf: 'This PDF could not be read. Download the statement again, or as CSV/XLSX.',
  scannedPdf:
    'This PDF has no text (it looks scanned), so its lines cannot be read. Download the statement from net banking as CSV, XLSX or a text PDF.',
  unknownPdfLayout:
    'The transactions in this PDF could not be recognised. Download the statement as CSV or XLSX, where you can map its columns.',
  noCredits: 'The statement has no credits (money received) to match.',
  duplicate: (when: string, name: string) =>
    `You already uploaded this statement (${name}) on ${when}. Open it from the list below instead of uploading it again.`,
  wrongPeriod: (from: string, to: string, earliest: string) =>
    `This statement covers ${from} to ${to}, before your open tournaments began (the earliest was created on ${earliest}). Upload a statement for a later period.`,
  noOpenTournaments: 'You have no open tournament with an entry fee, so there is nothing to match a statement against.',
  tooSlow: 'Reading the statement took too long. Export a shorter period.',
  interrupted: 'Reading the statement was interrupted. Upload it again.',
  notFound: 'Statement not found',
  mappingIncomplete: 'Choose the date, credit amount and reference (or narration) columns.',
  mappingUnknownColumn: (column: string) => `The statement has no column "${column}".`,
  amountDiffersNeedsConfirmation: (difference: string) => `The credit is ${difference}. Confirm to approve anyway.`,
  lineAlreadyUsed: 'This statement line was already used to approve a registration.',
  lineNotFound: 'Statement line not found',
  tournamentNotFound: 'Tournament not found',
  /** approving the exact matches of every open statement at once */
  noExactMatches: 'No exact matches are left to approve: they were approved already, or no statement pays them.',
  confirmApproveAllExact: (matches: number, statements: number) =>
    `Approve ${matches} registration${matches === 1 ? '' : 's'} whose payment matches a credit exactly, from ${statements} statement${statements === 1 ? '' : 's'}? Each is approved as if you approved it yourself: seats, the Lichess team and warnings are checked one by one.`,
  approvedAcross: (approved: number, statements: number) =>
    `${approved} registration${approved === 1 ? '' : 's'} approved from ${statements} statement${statements === 1 ? '' : 's'}`,
  privacy:
    'The file itself is not stored. Only the lines that concern your registrations (date, amount, UTR, payer) are kept, as evidence of the approvals made from them.',
} as const;

/** The organizer's column choices for a layout the portal does not know (header names of the file). */
export const statementMappingSchema = z
  .object({
    date: z.string().trim().min(1, STATEMENT_MESSAGES.mappingIncomplete),
    credit: z.string().trim().min(1, STATEMENT_MESSAGES.mappingIncomplete),
    reference: z.string().trim().optional().default(''),
    narration: z.string().trim().optional().default(''),
    payer: z.string().trim().optional().default(''),
  })
  .refine((m) => m.reference !== '' || m.narration !== '', {
    message: STATEMENT_MESSAGES.mappingIncomplete,
    path: ['reference'],
  });
export type StatementMappingValues = z.input<typeof statementMappingSchema>;
export type StatementMapping = z.output<typeof statementMappingSchema>;

/** "₹50.00 short" / "₹20.00 over" for a credit of `credit` against a fee of `fee` (decimal texts). */
export function amountDifference(credit: string, fee: string): string {
  const paise = (text: string) => {
    const [whole, frac = ''] = text.trim().split('.');
    return Number(whole) * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  };
  const diff = paise(credit) - paise(fee);
  const abs = Math.abs(diff);
  const text = `₹${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return diff < 0 ? `${text} short` : `${text} over`;
}
