import { verdictsJson } from '../state/conditions';
import { perfKeyOf } from '../state/perfs';
import type { ResultRow } from '../state/results';
import type { SandboxState } from '../state/store';
import type { Swiss } from '../state/swiss';
import { swissStandings, swissStats } from '../state/swiss-standings';
import type { SandboxUser } from '../state/users';

export function swissPerf(s: Swiss) {
  return perfKeyOf(s.variant, s.clock.limit, s.clock.increment);
}

export function swissRows(state: SandboxState, s: Swiss): ResultRow[] {
  const perf = swissPerf(s);
  return swissStandings(
    s,
    (id) => state.users.get(id),
    (id) => state.ratingIn(id, perf),
  );
}

function nextRound(s: Swiss, now: number) {
  const at = s.status === 'created' ? s.startsAt : s.roundEndsAt === null ? s.nextRoundAt : null;
  if (at === null || s.status === 'finished') return {};
  return { nextRound: { at: new Date(at).toISOString(), in: Math.max(0, Math.round((at - now) / 1000)) } };
}

/** `SwissTournament`: info, create / edit answers, and each line of the team's Swiss list. */
export function swissJson(state: SandboxState, s: Swiss, viewer?: SandboxUser) {
  const perf = swissPerf(s);
  const now = state.now();
  const ongoing = s.status === 'started' && s.roundEndsAt !== null;
  const lastRound = s.rounds[s.rounds.length - 1] ?? [];
  return {
    id: s.id,
    createdBy: s.createdBy,
    startsAt: new Date(s.startsAt).toISOString(),
    name: s.name,
    clock: s.clock,
    variant: s.variant,
    round: s.round,
    nbRounds: s.nbRounds,
    nbPlayers: s.players.size,
    nbOngoing: ongoing ? lastRound.filter((g) => g.black).length : 0,
    status: s.status,
    ...(s.status !== 'created' ? { stats: swissStats(s, (id) => state.ratingIn(id, perf)) } : {}),
    rated: s.rated,
    verdicts: verdictsJson({ ...s.conditions, teamMember: s.teamId }, viewer, state.verdictContext(perf)),
    ...nextRound(s, now),
    ...(s.status === 'finished' && now - (s.finishedAt ?? now) < 30 * 60_000 ? { isRecentlyFinished: true } : {}),
    ...(s.password ? { password: true } : {}),
    ...(s.position ? { position: s.position } : {}),
  };
}
