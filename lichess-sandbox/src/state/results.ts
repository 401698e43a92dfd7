import { userIdOf } from './ids';
import type { SandboxUser, Title } from './users';

/** One finisher, common to Arena (score) and Swiss (points, tieBreak). */
export interface ResultRow {
  rank: number;
  userId: string;
  username: string;
  title?: Title;
  flair?: string;
  patronColor?: number;
  rating: number;
  /** Arena score (integer) */
  score: number;
  /** Swiss points (steps of 0.5) */
  points: number;
  /** Swiss Sonneborn-Berger */
  tieBreak: number;
  /** undefined when the player has no games */
  performance?: number;
  games: number;
  wins: number;
  berserks: number;
  /** per-game Arena points, for `sheet` */
  sheet: string;
  withdraw?: boolean;
  absent?: boolean;
}

/** What a test may say about a finisher through `/_sandbox/`; rows are ranked in the order given. */
export interface GivenResult {
  username: string;
  rank?: number;
  score?: number;
  points?: number;
  tieBreak?: number;
  rating?: number;
  performance?: number | null;
  games?: number;
  title?: Title;
  withdraw?: boolean;
  absent?: boolean;
}

export function fromGiven(given: GivenResult[], findUser: (name: string) => SandboxUser | undefined): ResultRow[] {
  return given.map((g, i) => {
    const user = findUser(g.username);
    const games = g.games ?? (g.performance === null ? 0 : 1);
    const rating = g.rating ?? user?.perfs.blitz?.rating ?? 1500;
    return {
      rank: g.rank ?? i + 1,
      userId: user?.id ?? userIdOf(g.username),
      username: user?.username ?? g.username,
      title: g.title ?? user?.title,
      flair: user?.flair,
      patronColor: user?.patronColor,
      rating,
      score: g.score ?? 0,
      points: g.points ?? 0,
      tieBreak: g.tieBreak ?? 0,
      performance: games === 0 ? undefined : (g.performance ?? rating),
      games,
      wins: 0,
      berserks: 0,
      sheet: '',
      withdraw: g.withdraw,
      absent: g.absent,
    };
  });
}

/** Sort best first and number the ranks 1..n. */
export function rank(rows: Omit<ResultRow, 'rank'>[], compare: (a: ResultRow, b: ResultRow) => number): ResultRow[] {
  const withRank = rows.map((r) => ({ ...r, rank: 0 }));
  withRank.sort(compare);
  return withRank.map((r, i) => ({ ...r, rank: i + 1 }));
}
