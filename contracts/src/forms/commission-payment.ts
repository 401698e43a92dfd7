import { z } from './zod';
import { transactionId } from './fields';

export const COMMISSION_TRANSACTION_ID_REQUIRED = 'Transaction ID is required';

/** The organizer submits the UPI transaction id of a commission payment (same shape as a join's). */
export const commissionPaymentSchema = z.object({
  transactionId: transactionId(COMMISSION_TRANSACTION_ID_REQUIRED),
});
export type CommissionPaymentFormValues = z.input<typeof commissionPaymentSchema>;
export type CommissionPaymentBody = z.output<typeof commissionPaymentSchema>;

/** The admin confirms a commission whose transaction id is already used elsewhere (each use named). */
export const COMMISSION_TRANSACTION_ID_REUSED_START = 'This transaction ID is already used';
export const commissionTransactionIdReused = (uses: string) =>
  `${COMMISSION_TRANSACTION_ID_REUSED_START}: ${uses}. Check the payment in your bank or UPI app, then confirm anyway only if it really is this commission's.`;

/** The admin's warning (dashboard, settings) while commissions are due and ADMIN_UPI is unset. */
export const ADMIN_UPI_MISSING_TITLE = 'Commissions are due, but your UPI ID is not set';
export const adminUpiMissingText = (due: number) =>
  `${due} ${due === 1 ? 'commission is' : 'commissions are'} due and organizers have no UPI ID to pay them to. Until you set it, no commission becomes overdue and no organizer is deactivated; once it is set, each organizer has at least 5 days to pay.`;

/** The organizer's commission card while the admin UPI is unset. */
export const COMMISSION_UPI_UNAVAILABLE_TITLE = 'UPI payment not available yet';
export const COMMISSION_UPI_UNAVAILABLE =
  'The platform has not set its UPI ID yet, so this commission cannot be paid. No deadline runs until it is set: you will then have at least 5 days to pay, and you will be told.';
