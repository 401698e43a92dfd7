import { rank, type ResultRow } from './results';
import { pointsSoFar, type RatingOf } from './swiss-rounds';
import type { Swiss } from './swiss';
import type { SandboxUser } from './users';

/** Per player: [opponent, result for this player: 1, 0.5 or 0] for each game played (byes excluded). */
type Faced = Array<[string, number]>;

function tallies(s: Swiss): Map<string, Faced> {
  const out = new Map<string, Faced>();
  const t = (id: string) => {
    if (!out.has(id)) out.set(id, []);
    return out.get(id)!;
  };
  for (const g of s.rounds.flat()) {
    if (!g.black || !g.result || g.result === 'bye') continue;
    const w = g.result === 'white' ? 1 : g.result === 'draw' ? 0.5 : 0;
    t(g.white).push([g.black, w]);
    t(g.black).push([g.white, 1 - w]);
  }
  return out;
}

/** Swiss standings: points, Sonneborn-Berger tie-break (a double, like lila), performance when games exist. */
export function swissStandings(
  s: Swiss,
  userOf: (id: string) => SandboxUser | undefined,
  ratingOf: RatingOf,
): ResultRow[] {
  if (s.given) return s.given;
  const pts = pointsSoFar(s);
  const games = tallies(s);
  const rows = [...s.players.values()].flatMap((p) => {
    const user = userOf(p.userId);
    if (!user) return [];
    const faced = games.get(p.userId) ?? [];
    const wins = faced.filter(([, r]) => r === 1).length;
    const losses = faced.filter(([, r]) => r === 0).length;
    const avgOpp = faced.length ? faced.reduce((sum, [o]) => sum + ratingOf(o), 0) / faced.length : 0;
    return [
      {
        userId: user.id,
        username: user.username,
        title: user.title,
        flair: user.flair,
        patronColor: user.patronColor,
        rating: ratingOf(user.id),
        score: 0,
        points: pts.get(user.id) ?? 0,
        tieBreak: faced.reduce((sum, [o, r]) => sum + r * (pts.get(o) ?? 0), 0),
        performance: faced.length ? Math.round(avgOpp + (400 * (wins - losses)) / faced.length) : undefined,
        games: faced.length,
        wins,
        berserks: 0,
        sheet: '',
        absent: p.absent || undefined,
      },
    ];
  });
  return rank(rows, (a, b) => b.points - a.points || b.tieBreak - a.tieBreak || b.rating - a.rating);
}

export function swissStats(s: Swiss, ratingOf: RatingOf) {
  const all = s.rounds.flat();
  const played = all.filter((g) => g.black && g.result && g.result !== 'bye');
  const ratings = [...s.players.keys()].map(ratingOf);
  const absences = s.rounds.reduce((n, round) => n + Math.max(0, s.players.size - round.length * 2), 0);
  return {
    games: played.length,
    whiteWins: played.filter((g) => g.result === 'white').length,
    blackWins: played.filter((g) => g.result === 'black').length,
    draws: played.filter((g) => g.result === 'draw').length,
    byes: all.filter((g) => g.result === 'bye').length,
    absences,
    averageRating: ratings.length ? Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length) : 0,
  };
}
