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
