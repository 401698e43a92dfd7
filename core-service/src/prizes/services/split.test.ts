import { splitPrizes } from './split';

const f = (rank: number, username: string, score: number, tieBreak: number | null = null) => ({
  rank,
  username,
  score,
  tieBreak,
});

describe('splitting prizes by rank', () => {
  it('gives each place its prize when nobody ties', () => {
    expect(
      splitPrizes(
        ['500.00', '300.00', '200.00'],
        [f(1, 'a', 5, 12), f(2, 'b', 4, 10), f(3, 'c', 3, 9), f(4, 'd', 2, 1)],
      ),
    ).toEqual([
      { rank: 1, username: 'a', amount: '500.00' },
      { rank: 2, username: 'b', amount: '300.00' },
      { rank: 3, username: 'c', amount: '200.00' },
    ]);
  });

  it('lets tied players share the prizes of the places they hold, remainder paise to the first', () => {
    // b, c and d tie for 2nd–4th: (300 + 200 + 0) / 3 = 166.66 each, 0.02 left for b
    expect(
      splitPrizes(
        ['500.00', '300.00', '200.00'],
        [f(1, 'a', 5, 12), f(2, 'b', 4, 10), f(3, 'c', 4, 10), f(4, 'd', 4, 10)],
      ),
    ).toEqual([
      { rank: 1, username: 'a', amount: '500.00' },
      { rank: 2, username: 'b', amount: '166.68' },
      { rank: 2, username: 'c', amount: '166.66' },
      { rank: 2, username: 'd', amount: '166.66' },
    ]);
  });

  it('needs the same tie-break too, and pays nobody beyond the prize places', () => {
    expect(splitPrizes(['100.00'], [f(1, 'a', 4, 10), f(2, 'b', 4, 9)])).toEqual([
      { rank: 1, username: 'a', amount: '100.00' },
    ]);
    expect(splitPrizes(['100.00', '50.00'], [f(1, 'a', 4)])).toEqual([{ rank: 1, username: 'a', amount: '100.00' }]);
    expect(splitPrizes([], [f(1, 'a', 4)])).toEqual([]);
  });
});
