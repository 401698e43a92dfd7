// Results of a tournament played on Lichess (product.md §2 Results card, §7 fetch-results): fetched from
// Lichess's results stream once the tournament finished there, stored as tournaments.results (rank,
// username, title, score, rating, performance) and as standings rows for our registered players, and
// the tournament completed (with its commission and its prize payouts, prizes/). Safe to repeat: a second
// fetch rewrites the same rows and computes no payout twice.
import type { ResultRow } from '@chess-portal/contracts';
import { conflict, badRequest } from '@chess-portal/service-kit';
import { isLichessError, type ResultRow as LichessRow } from '../client';
import { Registration, Standing, Tournament } from '../../db/models';
import { completeTournament } from '../../commissions/services/tournament-commission';
import { computePayouts } from '../../prizes/services/prize-ledger';
import { lichessOf, type LichessDeps } from '../deps';
import type { Executor } from '../../db/knex';

export const NOT_ON_LICHESS = 'This tournament is not on Lichess, so there are no results to fetch';
export const NOT_FINISHED = 'The tournament has not finished on Lichess yet; results will appear once it has';
export const GONE_FROM_LICHESS = 'This tournament no longer exists on Lichess';

export type ResultsOutcome = { success: true; message: string; results: ResultRow[]; completed: boolean };

const MAX_POINTS = 99.9; // standings.points is numeric(3,1); the exact score stays in tiebreaks and results

export function toResultRow(row: LichessRow): ResultRow {
  return {
    rank: row.rank,
    username: row.username,
    title: row.title ?? null,
    score: row.score,
    rating: row.rating,
    performance: row.performance ?? null,
    ...(row.tieBreak !== undefined ? { tieBreak: row.tieBreak } : {}),
  };
}

type LichessProgress = { started: boolean; rows?: LichessRow[] };

/** Has it started on Lichess, and its results (best first) once it has finished there. */
async function readFromLichess(deps: LichessDeps, t: Tournament): Promise<LichessProgress> {
  const lichess = lichessOf(deps);
  const id = t.lichessTournamentId!;
  try {
    const summary = t.lichessType === 'swiss' ? await lichess.getSwiss(id) : await lichess.getArena(id);
    if (summary.status !== 'finished') return { started: summary.status === 'started' };
    const rows = t.lichessType === 'swiss' ? await lichess.swissResults(id) : await lichess.arenaResults(id);
    return { started: true, rows };
  } catch (err) {
    if (isLichessError(err, 'not-found')) throw badRequest(GONE_FROM_LICHESS);
    throw err;
  }
}

/** A tournament Lichess reports started becomes live here (once; never from completed or cancelled). */
async function markLive(deps: LichessDeps, t: Tournament): Promise<boolean> {
  const moved = await Tournament.query(deps.db)
    .patch({ status: 'live', updatedAt: deps.clock.now() })
    .where({ id: t.id })
    .whereIn('status', ['registration', 'open']);
  return moved > 0;
}

/** One standings row per registered player found in the results (matched by Lichess name). */
async function writeStandings(trx: Executor, t: Tournament, rows: LichessRow[]): Promise<void> {
  const regs = await Registration.query(trx)
    .where('tournamentId', t.id)
    .where('paymentStatus', 'approved')
    .withGraphFetched('player');
  const byName = new Map(
    regs.filter((r) => r.player?.lichessUsername).map((r) => [r.player!.lichessUsername!.toLowerCase(), r.playerId]),
  );
  await Standing.query(trx).delete().where('tournamentId', t.id);
  for (const row of rows) {
    const playerId = byName.get(row.userId);
    if (!playerId) continue;
    await Standing.query(trx).insert({
      tournamentId: t.id,
      playerId,
      points: String(Math.min(row.score, MAX_POINTS).toFixed(1)),
      rank: row.rank,
      tiebreaks: {
        score: row.score,
        tieBreak: row.tieBreak ?? null,
        performance: row.performance ?? null,
        rating: row.rating,
      },
    });
    byName.delete(row.userId);
  }
}

/** Stores the results and completes the tournament (if it was not already); returns whether it completed now. */
export async function storeResults(
  deps: LichessDeps,
  tournamentId: string,
  rows: LichessRow[],
): Promise<{ results: ResultRow[]; completed: boolean }> {
  const at = deps.clock.now();
  const results = rows.map(toResultRow);
  return deps.db.transaction(async (trx) => {
    const t = await Tournament.query(trx).findById(tournamentId).forUpdate().throwIfNotFound();
    await writeStandings(trx, t, rows);
    const extra = { results, resultsLastFetched: at };
    const completed = t.status === 'cancelled' ? false : await completeTournament(trx, t, at, extra, deps);
    if (!completed) await Tournament.query(trx).patch(extra).findById(t.id);
    if (t.status !== 'cancelled') await computePayouts(deps, trx, t, rows, at);
    return { results, completed };
  });
}

/** Fetch Results (organizer detail, public detail): now, if the tournament has finished on Lichess. */
export async function fetchResults(deps: LichessDeps, t: Tournament): Promise<ResultsOutcome> {
  if (!t.lichessTournamentId) throw badRequest(NOT_ON_LICHESS);
  const { started, rows } = await readFromLichess(deps, t);
  if (started) await markLive(deps, t);
  if (!rows) throw conflict(NOT_FINISHED);
  const { results, completed } = await storeResults(deps, t.id, rows);
  const message = `Results fetched successfully: ${results.length} finisher${results.length === 1 ? '' : 's'}.`;
  return { success: true, message, results, completed };
}

export type FinishedRun = { checked: number; live: number; completed: number; failed: number };

/**
 * The scheduled job: every pushed tournament that has started and is not completed or ended is
 * checked on Lichess; one Lichess reports started becomes live, finished ones get their results and
 * complete. One failure does not stop the
 * others (a rate limit does: the client refuses further calls for a while anyway).
 */
export async function fetchFinishedResults(deps: LichessDeps): Promise<FinishedRun> {
  if (!deps.lichess) return { checked: 0, live: 0, completed: 0, failed: 0 };
  const due = await Tournament.query(deps.db)
    .whereNotNull('lichessTournamentId')
    .whereIn('status', ['registration', 'open', 'live'])
    .where((q) => q.whereNull('startTime').orWhere('startTime', '<=', deps.clock.now()))
    .orderBy('startTime', 'asc');
  const run: FinishedRun = { checked: 0, live: 0, completed: 0, failed: 0 };
  for (const t of due) {
    run.checked += 1;
    try {
      const { started, rows } = await readFromLichess(deps, t);
      if (started && !rows && (await markLive(deps, t))) run.live += 1;
      if (rows && (await storeResults(deps, t.id, rows)).completed) run.completed += 1;
    } catch (err) {
      run.failed += 1;
      deps.logger?.warn({ err, tournamentId: t.id }, 'could not fetch results from Lichess');
      if (isLichessError(err, 'rate-limited')) break;
    }
  }
  return run;
}
