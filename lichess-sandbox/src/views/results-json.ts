import { hasQuirk, type SandboxMode } from '../spec-mismatches';
import type { ResultRow } from '../state/results';

function performance(r: ResultRow, mode: SandboxMode) {
  if (r.performance !== undefined) return { performance: r.performance };
  return hasQuirk(mode, 'result-without-performance') ? {} : { performance: r.rating };
}

/** One line of GET /api/tournament/{id}/results. */
export function arenaResultJson(r: ResultRow, mode: SandboxMode, sheet: boolean) {
  return {
    rank: r.rank,
    score: r.score,
    rating: r.rating,
    username: r.username,
    ...(r.title ? { title: r.title } : {}),
    ...performance(r, mode),
    ...(r.flair ? { flair: r.flair } : {}),
    ...(r.patronColor ? { patronColor: r.patronColor } : {}),
    ...(r.withdraw ? { withdraw: true } : {}),
    ...(sheet ? { sheet: { scores: r.sheet } } : {}),
  };
}

/** One line of GET /api/swiss/{id}/results. */
export function swissResultJson(r: ResultRow, mode: SandboxMode) {
  return {
    rank: r.rank,
    points: r.points,
    tieBreak: hasQuirk(mode, 'swiss-tiebreak-not-integer') ? r.tieBreak : Math.round(r.tieBreak),
    rating: r.rating,
    username: r.username,
    ...(r.title ? { title: r.title } : {}),
    ...performance(r, mode),
    ...(r.absent ? { absent: true } : {}),
  };
}
