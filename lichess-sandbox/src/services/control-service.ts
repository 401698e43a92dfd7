import { badRequest, notFound } from '../http/errors';
import { finishArena } from '../state/arena';
import { perfKeyOf } from '../state/perfs';
import { fromGiven, type GivenResult } from '../state/results';
import type { SandboxState } from '../state/store';
import { activePlayers, finishSwiss, MANUAL_ROUNDS, type Swiss } from '../state/swiss';
import { advanceSwiss } from '../state/swiss-rounds';

function tournamentOr404(state: SandboxState, id: string) {
  const t = state.arenas.get(id) ?? state.swisses.get(id);
  if (!t) throw notFound();
  return t;
}

/** Start now (Swiss needs 2 present players). */
export function startNow(state: SandboxState, id: string): void {
  const t = tournamentOr404(state, id);
  if (t.status !== 'created') throw badRequest('Tournament already started');
  if (t.kind === 'swiss' && activePlayers(t).length < 2) throw badRequest('A Swiss needs at least 2 players to start');
  t.startsAt = state.now();
  if (t.kind === 'swiss') t.originalStartsAt = t.startsAt;
  state.tick();
}

/** Play every remaining round at once (rounds scheduled by hand included). */
function playOut(state: SandboxState, s: Swiss): void {
  const now = state.now();
  if (s.status === 'created') {
    if (activePlayers(s).length < 2) throw badRequest('A Swiss needs at least 2 players to start');
    s.startsAt = now;
  }
  if (s.roundInterval === MANUAL_ROUNDS) s.roundInterval = -1;
  if (s.status === 'started' && s.roundEndsAt === null && s.nextRoundAt === null) s.nextRoundAt = now;
  const perf = perfKeyOf(s.variant, s.clock.limit, s.clock.increment);
  advanceSwiss(s, Number.MAX_SAFE_INTEGER, (id) => state.ratingIn(id, perf));
  s.finishedAt = now;
}

/** Finish now, with the given results (ranked in order) or simulated ones. */
export function finishNow(state: SandboxState, id: string, given?: GivenResult[]): void {
  const t = tournamentOr404(state, id);
  if (t.status === 'finished' && !given) return;
  const rows = given ? fromGiven(given, (name) => state.findUser(name)) : undefined;
  if (t.kind === 'arena') {
    if (t.status === 'created') t.startsAt = Math.min(t.startsAt, state.now());
    finishArena(t, state.now(), rows);
  } else if (rows) {
    if (t.status === 'created') t.startsAt = Math.min(t.startsAt, state.now());
    finishSwiss(t, state.now(), rows);
  } else {
    playOut(state, t);
  }
}
