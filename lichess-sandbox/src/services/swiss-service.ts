import { parseSwissForm } from '../forms/swiss-form';
import { badRequest, formError, LichessHttpError, notFound } from '../http/errors';
import { LIMITS, WINDOWS } from '../state/limits';
import type { SandboxState } from '../state/store';
import { MANUAL_ROUNDS, type Swiss } from '../state/swiss';
import { terminateSwiss as terminate } from '../state/swiss-rounds';
import { hasPerm } from '../state/teams';
import type { SandboxUser } from '../state/users';
import { swissPerf } from '../views/swiss-json';
import { canCreateTournaments, conditionsMet, spend, spendCreation } from './entry';

const MAX_PLAYERS = 4000;

export function swissOr404(state: SandboxState, id: string): Swiss {
  const s = state.swisses.get(id);
  if (!s) throw notFound();
  return s;
}

function requireEditor(s: Swiss, user: SandboxUser): void {
  if (s.createdBy !== user.id || s.status === 'finished') {
    throw new LichessHttpError(401, { error: 'This user cannot edit this swiss' });
  }
}

export function createSwiss(
  state: SandboxState,
  user: SandboxUser,
  teamId: string,
  body: Record<string, unknown>,
): Swiss {
  const team = state.team(teamId);
  if (!team) throw notFound();
  if (!canCreateTournaments(user)) throw notFound('This account cannot create tournaments');
  if (!hasPerm(team, user.id, 'tour')) throw notFound("You're not a leader of that team");
  const parsed = parseSwissForm(body, { now: state.now(), verified: !!user.verified });
  if (!parsed.ok) throw formError(parsed.errors, state.settings.mode, { create: true });
  spendCreation(state, user, LIMITS.swissCost);
  const v = parsed.value;
  const swiss: Swiss = {
    ...v,
    kind: 'swiss',
    id: state.newTournamentId(),
    teamId: team.id,
    createdBy: user.id,
    createdAt: state.now(),
    originalStartsAt: v.startsAt,
    players: new Map(),
    status: 'created',
    round: 0,
    roundEndsAt: null,
    nextRoundAt: null,
    rounds: [],
  };
  state.swisses.set(swiss.id, swiss);
  return swiss;
}

/** Edit: password, conditions and pairing texts are replaced; clock, variant and start only before the start. */
export function editSwiss(state: SandboxState, user: SandboxUser, s: Swiss, body: Record<string, unknown>): void {
  requireEditor(s, user);
  const parsed = parseSwissForm(body, { now: state.now(), verified: !!user.verified, current: s });
  if (!parsed.ok) throw formError(parsed.errors, state.settings.mode);
  const { clock, variant, position, startsAt, ...rest } = parsed.value;
  Object.assign(s, rest);
  if (s.status === 'created') {
    Object.assign(s, { clock, variant, position, startsAt, originalStartsAt: startsAt });
  }
}

export function scheduleNextRound(state: SandboxState, user: SandboxUser, s: Swiss, date: string | undefined): void {
  requireEditor(s, user);
  const ms = date && /^\d+$/.test(date.trim()) ? Number(date) : Date.parse(date ?? '');
  if (!Number.isFinite(ms)) throw badRequest('Invalid date');
  if (ms <= state.now()) throw badRequest('The date must be set in the future');
  s.roundInterval = MANUAL_ROUNDS;
  if (s.status === 'created') Object.assign(s, { startsAt: ms, originalStartsAt: ms });
  else s.nextRoundAt = ms;
}

export function terminateSwiss(state: SandboxState, user: SandboxUser, s: Swiss): void {
  if (s.createdBy !== user.id) throw badRequest("Can't terminate that tournament: Permission denied");
  if (terminate(s, state.now()) === 'deleted') state.swisses.delete(s.id);
}

export function joinSwiss(state: SandboxState, user: SandboxUser, s: Swiss, password?: string): void {
  if (s.status === 'finished') return;
  const existing = s.players.get(user.id);
  if (existing) {
    existing.absent = false;
    return;
  }
  if (!state.isMember(s.teamId, user.id)) throw badRequest('You are not in the team of this tournament');
  if (s.password && password?.trim() !== s.password) throw badRequest('Wrong entry code');
  if (s.round > s.nbRounds / 2 || s.players.size >= MAX_PLAYERS) throw badRequest('This tournament cannot be entered');
  if (!conditionsMet(state, s.conditions, user, swissPerf(s))) {
    throw badRequest("You don't satisfy the tournament requirements");
  }
  spend(
    state,
    `swiss-join:${user.id}`,
    1,
    [
      [LIMITS.swissJoinPerHour, WINDOWS.HOUR],
      [LIMITS.swissJoinPerDay, WINDOWS.DAY],
    ],
    'You are joining too many tournaments',
  );
  s.players.set(user.id, { userId: user.id, joinedAt: state.now(), absent: false });
}

/** Before the start the player is removed; after it they are marked absent and may rejoin. */
export function withdrawFromSwiss(s: Swiss, userId: string): void {
  const p = s.players.get(userId);
  if (!p || s.status === 'finished') return;
  if (s.status === 'created') s.players.delete(userId);
  else p.absent = true;
}
