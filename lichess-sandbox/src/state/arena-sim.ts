import { arenaEndsAt, type Arena } from './arena';
import { hashOf } from './ids';
import { perfKeyOf } from './perfs';
import { rank, type ResultRow } from './results';
import { perfOf, type SandboxUser } from './users';

/**
 * Reproducible standings for an Arena nobody gave results for: each player plays a number of games
 * that grows with the elapsed time, wins more often when rated above the field, and scores 2 per win
 * and 1 per draw (no streak bonus). Players who joined but have not played have no performance.
 */
export function simulateArena(a: Arena, now: number, userOf: (id: string) => SandboxUser | undefined): ResultRow[] {
  if (a.given) return a.given;
  const perf = perfKeyOf(a.variant, a.clock.limit, a.clock.increment);
  const players = [...a.players.values()]
    .map((p) => ({ p, user: userOf(p.userId) }))
    .filter((x): x is { p: typeof x.p; user: SandboxUser } => !!x.user);
  const ratings = players.map((x) => perfOf(x.user, perf).rating);
  const average = ratings.length ? ratings.reduce((s, r) => s + r, 0) / ratings.length : 1500;
  const gameSeconds = Math.max(30, 2 * (a.clock.limit + 40 * a.clock.increment) * 0.8 + 15);
  const elapsed = Math.max(0, Math.min(now, arenaEndsAt(a)) - a.startsAt) / 1000;
  const possibleGames = a.status === 'created' ? 0 : Math.max(1, Math.floor(elapsed / gameSeconds));
  const rows = players.map(({ p, user }, i) => {
    const h = hashOf(`${a.id}:${p.userId}`);
    const rating = ratings[i];
    const games = possibleGames === 0 ? 0 : Math.max(1, possibleGames - (h % 3));
    const expected = 1 / (1 + 10 ** ((average - rating) / 400));
    const wins = Math.min(games, Math.round(games * expected * (0.7 + ((h >>> 4) % 50) / 100)));
    const draws = Math.min(games - wins, (h >>> 10) % 2);
    const losses = games - wins - draws;
    const sheet = '2'.repeat(wins) + '1'.repeat(draws) + '0'.repeat(losses);
    return {
      userId: user.id,
      username: user.username,
      title: user.title,
      flair: user.flair,
      patronColor: user.patronColor,
      rating,
      score: wins * 2 + draws,
      points: 0,
      tieBreak: 0,
      performance: games ? Math.round(average + (400 * (wins - losses)) / games) : undefined,
      games,
      wins,
      berserks: 0,
      sheet,
      withdraw: p.withdraw || undefined,
    };
  });
  return rank(rows, (x, y) => y.score - x.score || (y.performance ?? 0) - (x.performance ?? 0) || y.rating - x.rating);
}
