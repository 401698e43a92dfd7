import { arenaEndsAt, arenaFullName, type Arena } from '../state/arena';
import { verdictsJson } from '../state/conditions';
import { simulateArena } from '../state/arena-sim';
import { perfJson, perfKeyOf, variantJson } from '../state/perfs';
import type { ResultRow } from '../state/results';
import type { SandboxState } from '../state/store';
import type { SandboxUser } from '../state/users';
import { lightUser } from './user-json';

const STATUS_CODE = { created: 10, started: 20, finished: 30 } as const;

export function arenaPerf(a: Arena) {
  return perfJson(perfKeyOf(a.variant, a.clock.limit, a.clock.increment));
}

export function arenaStandings(state: SandboxState, a: Arena): ResultRow[] {
  return simulateArena(a, state.now(), (id) => state.users.get(id));
}

/** Condition fields shared by the full view and the list view. */
function conditionFields(a: Arena) {
  const c = a.conditions;
  const perf = arenaPerf(a).key;
  return {
    ...(c.minRating ? { minRating: { rating: c.minRating, perf } } : {}),
    ...(c.maxRating ? { hasMaxRating: true, maxRating: { rating: c.maxRating, perf } } : {}),
    ...(c.nbRatedGame ? { minRatedGames: { nb: c.nbRatedGame } } : {}),
    ...(c.bots ? { botsAllowed: true } : {}),
    ...(c.accountAge ? { minAccountAgeInDays: c.accountAge } : {}),
    ...(c.titled ? { onlyTitled: true } : {}),
    ...(c.teamMember ? { teamMember: c.teamMember } : {}),
    ...(a.password ? { private: true } : {}),
  };
}

function timing(a: Arena, now: number) {
  if (a.status === 'created') return { secondsToStart: Math.max(0, Math.round((a.startsAt - now) / 1000)) };
  if (a.status === 'started') {
    return { isStarted: true, secondsToFinish: Math.max(0, Math.round((arenaEndsAt(a) - now) / 1000)) };
  }
  return { isFinished: true, ...(now - arenaEndsAt(a) < 30 * 60_000 ? { isRecentlyFinished: true } : {}) };
}

function standingRow(r: ResultRow) {
  return {
    name: r.username,
    rank: r.rank,
    rating: r.rating,
    score: r.score,
    ...(r.title ? { title: r.title } : {}),
    ...(r.flair ? { flair: r.flair } : {}),
    ...(r.patronColor ? { patronColor: r.patronColor } : {}),
    sheet: { scores: r.sheet },
    ...(r.withdraw ? { withdraw: true } : {}),
  };
}

function finishedFields(rows: ResultRow[]) {
  const games = Math.floor(rows.reduce((s, r) => s + r.games, 0) / 2);
  const avg = rows.length ? Math.round(rows.reduce((s, r) => s + r.rating, 0) / rows.length) : 0;
  const podium = rows.slice(0, 3).map((r) => ({
    ...standingRow(r),
    nb: { game: r.games, berserk: r.berserks, win: r.wins },
    ...(r.performance !== undefined ? { performance: r.performance } : {}),
  }));
  const whiteWins = Math.ceil(rows.reduce((s, r) => s + r.wins, 0) / 2);
  const draws = Math.floor(rows.reduce((s, r) => s + (r.games - r.wins), 0) / 4);
  const stats = {
    games,
    moves: games * 70,
    whiteWins,
    blackWins: Math.max(0, games - whiteWins - draws),
    draws,
    berserks: 0,
    averageRating: avg,
  };
  return { podium, stats };
}

/** `ArenaTournamentFull`: GET /api/tournament/{id}, and the create / update answers. */
export function arenaFullJson(state: SandboxState, a: Arena, viewer?: SandboxUser, page = 1) {
  const rows = arenaStandings(state, a);
  const perf = arenaPerf(a);
  const me = viewer ? rows.find((r) => r.userId === viewer.id) : undefined;
  return {
    id: a.id,
    createdBy: a.createdBy,
    startsAt: new Date(a.startsAt).toISOString(),
    system: 'arena',
    fullName: arenaFullName(a.name),
    minutes: a.minutes,
    perf: { key: perf.key, name: perf.name, icon: perf.icon },
    clock: a.clock,
    variant: a.variant,
    rated: a.rated,
    berserkable: a.berserkable,
    nbPlayers: a.players.size,
    ...timing(a, state.now()),
    ...(a.status === 'finished' ? { pairingsClosed: true } : {}),
    verdicts: verdictsJson(a.conditions, viewer, state.verdictContext(perf.key)),
    ...conditionFields(a),
    ...(a.conditions.allowList ? { allowList: a.conditions.allowList } : {}),
    ...(a.description ? { description: a.description } : {}),
    duels: [],
    standing: { page, players: rows.slice((page - 1) * 10, page * 10).map(standingRow) },
    ...(a.status === 'finished' ? finishedFields(rows) : {}),
    ...(viewer ? { myUsername: viewer.username } : {}),
    ...(me ? { me: { rank: me.rank, ...(me.withdraw ? { withdraw: true } : {}) } } : {}),
  };
}

/** `ArenaTournament`: the list shape (team / user lists): ms dates and an int status. */
export function arenaListJson(state: SandboxState, a: Arena) {
  const rows = a.status === 'finished' ? arenaStandings(state, a) : [];
  const winner = rows[0] ? state.users.get(rows[0].userId) : undefined;
  return {
    id: a.id,
    createdBy: a.createdBy,
    system: 'arena',
    minutes: a.minutes,
    clock: a.clock,
    rated: a.rated,
    fullName: arenaFullName(a.name),
    nbPlayers: a.players.size,
    variant: variantJson(a.variant),
    startsAt: a.startsAt,
    finishesAt: arenaEndsAt(a),
    status: STATUS_CODE[a.status],
    perf: arenaPerf(a),
    ...(a.status === 'created' ? { secondsToStart: Math.max(0, Math.round((a.startsAt - state.now()) / 1000)) } : {}),
    ...conditionFields(a),
    ...(winner ? { winner: lightUser(winner) } : {}),
  };
}
