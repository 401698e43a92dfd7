import { hashOf } from './ids';
import { activePlayers, finishSwiss, intervalMs, MANUAL_ROUNDS, roundDurationMs, type Swiss, type SwissGame } from './swiss';

export type RatingOf = (userId: string) => number;

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function parseLines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim().toLowerCase().split(/\s+/).filter(Boolean))
    .filter((l) => l.length === 2);
}

export function pointsSoFar(s: Swiss): Map<string, number> {
  const pts = new Map<string, number>();
  const add = (id: string, n: number) => pts.set(id, (pts.get(id) ?? 0) + n);
  for (const g of s.rounds.flat()) {
    if (g.result === 'bye') add(g.white, 1);
    if (g.result === 'white') add(g.white, 1);
    if (g.result === 'black' && g.black) add(g.black, 1);
    if (g.result === 'draw' && g.black) {
      add(g.white, 0.5);
      add(g.black, 0.5);
    }
  }
  return pts;
}

/** Manual pairings ("white black" or "user 1" for a bye); players left out sit the round out. */
function manualRound(s: Swiss): SwissGame[] {
  return parseLines(s.manualPairings)
    .filter(([w, b]) => s.players.has(w) && (b === '1' || s.players.has(b)))
    .map(([w, b]) => (b === '1' ? { white: w, black: null } : { white: w, black: b }));
}

/** Greedy Swiss pairing: by points then rating, avoiding forbidden pairs and rematches when possible. */
export function pairRound(s: Swiss, ratingOf: RatingOf): SwissGame[] {
  if (s.manualPairings.trim()) return manualRound(s);
  const pts = pointsSoFar(s);
  const forbidden = new Set(parseLines(s.forbiddenPairings).map(([a, b]) => pairKey(a, b)));
  const played = new Set(s.rounds.flat().flatMap((g) => (g.black ? [pairKey(g.white, g.black)] : [])));
  const queue = activePlayers(s)
    .map((p) => p.userId)
    .sort((a, b) => (pts.get(b) ?? 0) - (pts.get(a) ?? 0) || ratingOf(b) - ratingOf(a));
  const games: SwissGame[] = [];
  while (queue.length > 1) {
    const a = queue.shift()!;
    const ok = (b: string) => !forbidden.has(pairKey(a, b));
    let i = queue.findIndex((b) => ok(b) && !played.has(pairKey(a, b)));
    if (i < 0) i = queue.findIndex(ok);
    if (i < 0) i = 0;
    const [b] = queue.splice(i, 1);
    games.push(s.round % 2 === 0 ? { white: a, black: b } : { white: b, black: a });
  }
  if (queue.length === 1) games.push({ white: queue[0], black: null });
  return games;
}

/** Reproducible outcome, weighted by the Elo expectation. */
export function decide(s: Swiss, g: SwissGame, ratingOf: RatingOf): SwissGame['result'] {
  if (!g.black) return 'bye';
  const expected = 1 / (1 + 10 ** ((ratingOf(g.black) - ratingOf(g.white)) / 400));
  const u = hashOf(`${s.id}:${s.round}:${g.white}:${g.black}`) / 2 ** 32;
  if (u < expected * 0.85) return 'white';
  if (u < expected * 0.85 + 0.15) return 'draw';
  return 'black';
}

function startRound(s: Swiss, at: number, ratingOf: RatingOf): void {
  s.round += 1;
  s.rounds.push(pairRound(s, ratingOf));
  s.manualPairings = '';
  s.roundEndsAt = at + roundDurationMs(s);
  s.nextRoundAt = null;
}

function endRound(s: Swiss, ratingOf: RatingOf): number {
  for (const g of s.rounds[s.rounds.length - 1] ?? []) g.result = decide(s, g, ratingOf);
  const at = s.roundEndsAt!;
  s.roundEndsAt = null;
  return at;
}

/**
 * Move the Swiss along the clock. Returns 'deleted' when lila would delete it (still fewer than 2 players
 * an hour after the planned start).
 */
export function advanceSwiss(s: Swiss, now: number, ratingOf: RatingOf): 'deleted' | undefined {
  for (let guard = 0; guard < 10_000 && s.status !== 'finished'; guard++) {
    if (s.status === 'created') {
      if (now < s.startsAt) return undefined;
      if (activePlayers(s).length >= 2) {
        s.status = 'started';
        startRound(s, s.startsAt, ratingOf);
      } else if (s.startsAt >= s.originalStartsAt + 60 * 60_000) return 'deleted';
      else s.startsAt += 2 * 60_000;
    } else if (s.roundEndsAt !== null) {
      if (now < s.roundEndsAt) return undefined;
      const scheduled = s.nextRoundAt;
      const at = endRound(s, ratingOf);
      if (s.round >= s.nbRounds || activePlayers(s).length < 2) finishSwiss(s, at);
      else if (s.roundInterval !== MANUAL_ROUNDS) s.nextRoundAt = at + intervalMs(s);
      else s.nextRoundAt = scheduled !== null && scheduled > at ? scheduled : null;
    } else {
      if (s.nextRoundAt === null || now < s.nextRoundAt) return undefined;
      startRound(s, s.nextRoundAt, ratingOf);
    }
  }
  return undefined;
}

/** Terminate: a Swiss without any pairing is deleted; otherwise it ends now, the ongoing round aborted. */
export function terminateSwiss(s: Swiss, now: number): 'deleted' | 'finished' | 'unchanged' {
  if (s.status === 'finished') return 'unchanged';
  if (s.rounds.length === 0) return 'deleted';
  if (s.roundEndsAt !== null) s.rounds.pop();
  finishSwiss(s, now);
  return 'finished';
}
