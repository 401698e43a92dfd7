import type { PrizeDistributionView } from '@chess-portal/contracts';
import { formatInr, isZeroAmount } from '@chess-portal/portal-kit';

const ORDINAL = ['1st', '2nd', '3rd'];
const place = (i: number) => ORDINAL[i] ?? `${i + 1}th`;

/** '₹1,000: 1st ₹500, 2nd ₹300, 3rd ₹200', or 'None' (product.md §10). */
export function prizeSummary(t: { prizePool: string; prizeDistribution: PrizeDistributionView | null }): string {
  if (isZeroAmount(t.prizePool) || !t.prizeDistribution) return 'None';
  const places = t.prizeDistribution.amounts.map((a, i) => `${place(i)} ${formatInr(a)}`).join(', ');
  return `${formatInr(t.prizePool)}: ${places}`;
}
