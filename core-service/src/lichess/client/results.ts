// Results streams → ResultRow[] (best first). Collected whole: a stream cut midway is an error, never
// a partial podium.
import type { LichessClient } from './client';
import { arenaResultSchema, parseAnswer, swissResultSchema } from './schemas';
import type { ResultRow } from './types';

export async function arenaResults(client: LichessClient, id: string, nb?: number): Promise<ResultRow[]> {
  const rows = await client.stream(`/api/tournament/${encodeURIComponent(id)}/results`, {
    query: { nb },
    notFound: 'This tournament was not found on Lichess.',
  });
  return rows.map((raw) => {
    const r = parseAnswer(arenaResultSchema, raw);
    return {
      rank: r.rank,
      username: r.username,
      userId: r.username.toLowerCase(),
      ...(r.title ? { title: r.title } : {}),
      score: r.score,
      rating: r.rating,
      ...(r.performance !== undefined ? { performance: r.performance } : {}),
      ...(r.withdraw ? { withdrawn: true } : {}),
    };
  });
}

export async function swissResults(client: LichessClient, id: string, nb?: number): Promise<ResultRow[]> {
  const rows = await client.stream(`/api/swiss/${encodeURIComponent(id)}/results`, {
    query: { nb },
    notFound: 'This tournament was not found on Lichess.',
  });
  return rows.map((raw) => {
    const r = parseAnswer(swissResultSchema, raw);
    return {
      rank: r.rank,
      username: r.username,
      userId: r.username.toLowerCase(),
      ...(r.title ? { title: r.title } : {}),
      score: r.points,
      rating: r.rating,
      ...(r.performance !== undefined ? { performance: r.performance } : {}),
      tieBreak: r.tieBreak,
      ...(r.absent ? { absent: true } : {}),
    };
  });
}
