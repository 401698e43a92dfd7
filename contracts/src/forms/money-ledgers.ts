import { z } from './zod';
import { money } from './numbers';
import { normaliseTransactionId } from './fields';

/**
 * Refunds and prizes (product.md §10): what the organizer records when they send money back or pay a
 * prize, and how a prize pool is split by rank. The same schemas run in the browser, bff-organizer and core.
 */

export const UTR_REQUIRED = 'UTR is required';
export const UTR_SHAPE = 'UTR must be the 12-digit UPI reference number';
export const UTR_USED = 'This UTR is already recorded on the platform';
export const FAIR_PLAY_ACKNOWLEDGE =
  "This winner's Lichess account is flagged; confirm that you checked it before recording the payout";

/** A 12-digit UPI reference (UTR / RRN), spaces removed: what a payer's and payee's statements both show. */
export const upiUtr = () =>
  z
    .string({ error: UTR_REQUIRED })
    .transform(normaliseTransactionId)
    .check((payload) => {
      const value = payload.value;
      const message = value.length === 0 ? UTR_REQUIRED : /^\d{12}$/.test(value) ? null : UTR_SHAPE;
      if (message) payload.issues.push({ code: 'custom', message, input: value });
    });

/** POST .../refunds/{id}/sent: the refund's UTR. */
export const refundSentSchema = z.object({ utr: upiUtr() });
export type RefundSentFormValues = z.input<typeof refundSentSchema>;
export type RefundSentBody = z.output<typeof refundSentSchema>;

/** POST .../payouts/{id}/sent: the prize payment's UTR; a flagged winner needs `fairPlayChecked`. */
export const payoutSentSchema = z.object({ utr: upiUtr(), fairPlayChecked: z.boolean().default(false) });
export type PayoutSentFormValues = z.input<typeof payoutSentSchema>;
export type PayoutSentBody = z.output<typeof payoutSentSchema>;

// --- prize pool and distribution -------------------------------------------------------------

export const PRIZE_MODES = ['amount', 'percent'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const MAX_PRIZE_PLACES = 20;

export const PRIZE_PLACES_REQUIRED = 'Add at least one prize place, or set the prize pool to 0';
export const PRIZE_PLACES_TOO_MANY = `At most ${MAX_PRIZE_PLACES} prize places`;
export const PRIZE_PERCENT_SHAPE = 'Each share must be a percentage between 0 and 100, with at most 2 decimals';
export const PRIZE_PERCENT_TOTAL = 'The shares must add up to 100%';
export const PRIZE_NO_POOL = 'Set a prize pool to give prizes';
export const prizeAmountTotal = (sum: string, pool: string) =>
  `The prizes add up to ₹${sum}, but the prize pool is ₹${pool}`;

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250 (hundredths of a percent), or null when not a percentage 0–100 with at most 2 decimals. */
export function percentHundredths(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return value <= 10000 ? value : null;
}

const toPaise = (amount: string) => {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
};
const fromPaise = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, '0')}`;

/** How a prize pool is split: rupee amounts or percentages of the pool, by rank (first place first). */
export const prizeDistributionSchema = z.object({
  mode: z.enum(PRIZE_MODES, { error: 'Choose amounts or percentages' }),
  places: z
    .array(z.string({ error: 'Each prize place needs a value' }).trim())
    .max(MAX_PRIZE_PLACES, PRIZE_PLACES_TOO_MANY),
});
export type PrizeDistribution = z.output<typeof prizeDistributionSchema>;

export const prizePool = () => money({ label: 'Prize pool', fallback: '0' });

/**
 * The rupee amount of each rank (exact, in paise): amounts as given; percentages of the pool rounded
 * down to the paisa, the remainder to first place so the total is the pool. Call only on a valid pair.
 */
export function prizeAmounts(pool: string, d: PrizeDistribution | null): string[] {
  if (!d || d.places.length === 0) return [];
  if (d.mode === 'amount') return d.places.map((p) => fromPaise(toPaise(p)));
  const poolPaise = toPaise(pool);
  const amounts = d.places.map((p) => (poolPaise * BigInt(percentHundredths(p) ?? 0)) / 10000n);
  const total =
    d.places.map((p) => percentHundredths(p) ?? 0).reduce((a, b) => a + b, 0) === 10000
      ? poolPaise
      : amounts.reduce((a, b) => a + b, 0n);
  amounts[0] += total - amounts.reduce((a, b) => a + b, 0n);
  return amounts.map(fromPaise);
}

/** The problem with a pool and its distribution, as [field path, message], or null when they fit. */
export function prizeProblem(pool: string, d: PrizeDistribution | null): [string, string] | null {
  const places = d?.places ?? [];
  const poolPaise = toPaise(pool);
  if (poolPaise === 0n)
    return places.length > 0 && places.some((p) => p !== '' && Number(p) !== 0) ? ['prize_pool', PRIZE_NO_POOL] : null;
  if (!d || places.length === 0) return ['prize_distribution', PRIZE_PLACES_REQUIRED];
  if (d.mode === 'percent') {
    if (places.some((p) => percentHundredths(p) === null)) return ['prize_distribution', PRIZE_PERCENT_SHAPE];
    const sum = places.reduce((a, p) => a + percentHundredths(p)!, 0);
    return sum === 10000 ? null : ['prize_distribution', PRIZE_PERCENT_TOTAL];
  }
  const parsed = places.map((p) => prizePool().safeParse(p === '' ? 'x' : p));
  const bad = parsed.find((r) => !r.success);
  if (bad && !bad.success)
    return ['prize_distribution', bad.error.issues[0].message.replace('Prize pool', 'Each prize')];
  const sum = parsed.reduce((a, r) => a + toPaise(r.data!), 0n);
  return sum === poolPaise ? null : ['prize_distribution', prizeAmountTotal(fromPaise(sum), fromPaise(poolPaise))];
}
