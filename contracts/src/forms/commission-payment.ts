import { z } from './zod';
import { transactionId } from './fields';

export const COMMISSION_TRANSACTION_ID_REQUIRED = 'Transaction ID is required';

/** The organizer submits the UPI transaction id of a commission payment (same shape as a join's). */
export const commissionPaymentSchema = z.object({
  transactionId: transactionId(COMMISSION_TRANSACTION_ID_REQUIRED),
});
export type CommissionPaymentFormValues = z.input<typeof commissionPaymentSchema>;
export type CommissionPaymentBody = z.output<typeof commissionPaymentSchema>;
