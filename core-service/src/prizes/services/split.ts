// Which finisher gets which prize (product.md §10 Prizes). Prize places follow Lichess's ranks. Players
// tie when Lichess gives them the same score and the same tie-break (Swiss: its tie-break; Arena: the
// performance): together they share the prizes of the places they occupy equally, rounded down to the
// paisa, the paise left over going to the first of them in Lichess's order. Pure, exact (paise).
import { fromPaise, toPaise } from '../../shared/money';

export type Finisher = {
  rank: number;
  username: string;
  score: number;
  tieBreak?: number | null;
  performance?: number | null;
};
export type Share = { rank: number; username: string; amount: string };

const tieKey = (f: Finisher) => `${f.score}|${f.tieBreak ?? f.performance ?? ''}`;

/** `amounts[i]` is the prize of place i + 1; finishers in Lichess's order (rank 1 first). */
export function splitPrizes(amounts: string[], finishers: Finisher[]): Share[] {
  const sorted = [...finishers].sort((a, b) => a.rank - b.rank);
  const shares: Share[] = [];
  let place = 0;
  while (place < sorted.length && place < amounts.length) {
    let end = place + 1;
    while (end < sorted.length && tieKey(sorted[end]) === tieKey(sorted[place])) end += 1;
    const group = sorted.slice(place, end);
    const pot = amounts.slice(place, end).reduce((sum, a) => sum + toPaise(a), 0n);
    const each = pot / BigInt(group.length);
    const left = pot - each * BigInt(group.length);
    group.forEach((f, i) => {
      const paise = each + (i === 0 ? left : 0n);
      if (paise > 0n) shares.push({ rank: place + 1, username: f.username, amount: fromPaise(paise) });
    });
    place = end;
  }
  return shares;
}
