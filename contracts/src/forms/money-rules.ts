import { z } from './zod';
import { requiredText } from './fields';

/**
 * The money and date rules, shared by core (on its clock), the BFFs and the forms (on the
 * browser's clock): one place for their sentences.
 */
export const START_TIME_MIN_AHEAD_MS = 10 * 60_000;
export const START_TIME_MAX_AHEAD_MS = 365 * 24 * 60 * 60_000;
export const START_TIME_TOO_SOON = 'Start time must be at least 10 minutes from now';
export const START_TIME_TOO_FAR = 'Start time must be within 1 year from now';

/** Why a start time (ISO text or Date) is refused at `now`, or null when it is 10 minutes to 1 year ahead. */
export function startTimeRefusal(start: string | Date, now: Date): string | null {
  const at = (typeof start === 'string' ? new Date(start) : start).getTime();
  if (Number.isNaN(at)) return null;
  if (at < now.getTime() + START_TIME_MIN_AHEAD_MS) return START_TIME_TOO_SOON;
  if (at > now.getTime() + START_TIME_MAX_AHEAD_MS) return START_TIME_TOO_FAR;
  return null;
}

/**
 * A form schema with the start-time window checked on the browser's clock (read at each parse).
 * `field` names the parsed ISO start; `unchanged` (the edit form) skips a start that was not changed.
 */
export function withStartWindow<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  options: { now?: () => Date; unchanged?: string | null } = {},
) {
  return schema.superRefine((value, ctx) => {
    const start = value[field];
    if (typeof start !== 'string') return;
    if (options.unchanged && new Date(options.unchanged).getTime() === new Date(start).getTime()) return;
    const message = startTimeRefusal(start, options.now ? options.now() : new Date(Date.now()));
    if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
  });
}

export const FEE_LOCKED = 'The entry fee cannot change once a registration is approved';
export const UPI_ID_REQUIRED_FOR_PAID =
  'Add your UPI ID to your profile before creating a paid tournament, so players know where to pay';
export const ORGANIZER_UPI_MISSING =
  'This tournament cannot take registrations yet: the organizer has not set a UPI ID to receive the entry fee';
export const TRANSACTION_ID_USED_IN_TOURNAMENT =
  'This transaction ID has already been used for a registration in this tournament';
export const REVOKE_REASON_REQUIRED = 'Please give a reason for revoking this registration';

/** The organizer revokes an approved registration (before the start) with a reason the player is told. */
export const revokeRegistrationSchema = z.object({
  reason: requiredText({
    required: REVOKE_REASON_REQUIRED,
    max: 500,
    tooLong: 'Reason must be at most 500 characters',
  }),
});
export type RevokeRegistrationFormValues = z.input<typeof revokeRegistrationSchema>;
export type RevokeRegistrationBody = z.output<typeof revokeRegistrationSchema>;

export const ADJUSTMENT_AMOUNT_INVALID = 'Amount must be a non-zero amount in rupees, e.g. 15 or -15.50';
export const ADJUSTMENT_REASON_REQUIRED = 'Please give a reason for the adjustment';
const SIGNED_MONEY = /^-?\d{1,8}(?:\.\d{1,2})?$/;

/** An admin's correction of a commission: a signed rupee amount (not zero) and a reason; '15' → '15.00'. */
export const commissionAdjustmentSchema = z.object({
  amount: z
    .union([z.string(), z.number()], { error: ADJUSTMENT_AMOUNT_INVALID })
    .transform((value) => String(value).trim())
    .refine((text) => SIGNED_MONEY.test(text) && Number(text) !== 0, ADJUSTMENT_AMOUNT_INVALID)
    .transform((text) => {
      const [whole, frac = ''] = text.replace('-', '').split('.');
      return `${text.startsWith('-') ? '-' : ''}${whole.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
    }),
  reason: requiredText({
    required: ADJUSTMENT_REASON_REQUIRED,
    max: 500,
    tooLong: 'Reason must be at most 500 characters',
  }),
});
export type CommissionAdjustmentFormValues = z.input<typeof commissionAdjustmentSchema>;
export type CommissionAdjustmentBody = z.output<typeof commissionAdjustmentSchema>;

/** Another use of a registration's transaction id, as the organizer's row and the approval's confirmation name it. */
export type TransactionIdUseSummary = {
  kind: 'registration' | 'commission' | 'payout' | 'refund';
  tournamentName: string;
  /** the player who registered, the organizer who paid the commission, the prize winner, the refunded player */
  username: string;
};

/**
 * "Same transaction ID as QueenGambit's registration for Sunday Swiss (1 Mar 2026): a different player" — who
 * used it, and whether it is the registering player themselves (`player`: their portal username). `date` is
 * already formatted by the caller.
 */
export function sameTransactionIdAs(m: TransactionIdUseSummary, player: string, date: string | null): string {
  const when = date ? ` (${date})` : '';
  const self = m.username.toLowerCase() === player.toLowerCase();
  if (m.kind === 'registration')
    return self
      ? `Same transaction ID as this player's own registration for ${m.tournamentName}${when}: the same player`
      : `Same transaction ID as ${m.username}'s registration for ${m.tournamentName}${when}: a different player`;
  if (m.kind === 'commission')
    return `Same transaction ID as ${m.username}'s commission payment for ${m.tournamentName}${when}`;
  if (m.kind === 'refund')
    return `Same transaction ID as the refund to ${self ? 'this player' : m.username} for ${m.tournamentName}${when}`;
  return `Same transaction ID as the prize payout to ${self ? 'this player' : m.username} for ${m.tournamentName}${when}`;
}
