import { z } from './zod';
import { optionalField, transactionId } from './fields';

export const TRANSACTION_ID_REQUIRED_FOR_PAID = 'Transaction ID is required for paid tournaments';

/**
 * product.md §5 Join (body of POST /api/tournaments/{id}/join; the player and the Lichess username come
 * from the session and profile). The UPI transaction id is optional in the schema: empty parses to
 * null. When given it is 6 to 50 letters or digits (UPI UTRs are 12 digits, but other references
 * are accepted to be safe).
 */
export const joinSchema = z.object({ transactionId: optionalField(transactionId(TRANSACTION_ID_REQUIRED_FOR_PAID)) });
export type JoinFormValues = z.input<typeof joinSchema>;
export type JoinBody = z.output<typeof joinSchema>;

/** True when an entry fee (a decimal string such as '0', '0.00' or '150.00') is above zero. */
export function isPaidEntryFee(entryFee: string): boolean {
  const amount = Number(entryFee);
  return Number.isFinite(amount) && amount > 0;
}

/** The join schema for a tournament: for a paid one (entry fee > 0) the transaction id is required. */
export function joinSchemaFor(entryFee: string) {
  if (!isPaidEntryFee(entryFee)) return joinSchema;
  return joinSchema.refine((body) => body.transactionId !== null, {
    message: TRANSACTION_ID_REQUIRED_FOR_PAID,
    path: ['transactionId'],
  });
}

/** The join form's payment steps (product.md §5 Paying on a phone): the link is kept, with this note. */
export const UPI_LINK_NOTE =
  'Some UPI apps refuse payment links: if yours does, scan the QR or copy the UPI ID and amount.';

/** Where the 12-digit UTR is shown after paying, per app (short; the player reads it on a phone). */
export const UTR_HELP_TITLE = 'After paying: find the 12-digit UTR';
export const UTR_HELP: readonly { app: string; where: string }[] = [
  { app: 'Google Pay', where: 'open the payment in your history; copy the "UPI transaction ID".' },
  { app: 'PhonePe', where: 'History → the payment; copy the "UTR" (not the "Transaction ID" starting with T).' },
  { app: 'Paytm', where: 'Balance & History → the payment; copy the "UPI Ref No.".' },
];
