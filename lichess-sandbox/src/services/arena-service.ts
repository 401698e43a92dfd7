import { parseArenaForm } from '../forms/arena-form';
import { badRequest, formError, LichessHttpError } from '../http/errors';
import { applyArenaUpdate, finishArena, type Arena } from '../state/arena';
import { allowListAdmits } from '../state/conditions';
import { LIMITS, WINDOWS } from '../state/limits';
import { perfKeyOf } from '../state/perfs';
import type { SandboxState } from '../state/store';
import { hasPerm } from '../state/teams';
import { speedOf, type SandboxUser } from '../state/users';
import { hasQuirk } from '../spec-mismatches';
import { conditionsMet, entryCode, spend, spendCreation } from './entry';

export function arenaOr404(state: SandboxState, id: string): Arena {
  const a = state.arenas.get(id);
  if (!a) throw new LichessHttpError(404, { error: 'No such tournament' });
  return a;
}

/** Not the creator, or already finished: lila answers a 303 to the HTML page (see spec-mismatches.ts). */
function requireOwner(state: SandboxState, a: Arena, user: SandboxUser): void {
  if (a.createdBy === user.id && a.status !== 'finished') return;
  if (hasQuirk(state.settings.mode, 'status-without-json-body')) {
    throw new LichessHttpError(303, null, { Location: `/tournament/${a.id}` });
  }
  throw new LichessHttpError(403, { error: 'This user cannot edit this tournament' });
}

const leads = (state: SandboxState, user: SandboxUser) => (teamId: string) => {
  const team = state.team(teamId);
  return !!team && hasPerm(team, user.id, 'tour');
};

export function createArena(state: SandboxState, user: SandboxUser, body: Record<string, unknown>): Arena {
  const parsed = parseArenaForm(body, { now: state.now(), verified: !!user.verified, leads: leads(state, user) });
  if (!parsed.ok) throw formError(parsed.errors, state.settings.mode, { create: true });
  const v = parsed.value;
  const isPrivate = !!v.password || !!v.conditions.teamMember;
  spendCreation(state, user, isPrivate ? LIMITS.arenaPrivateCost : LIMITS.arenaPublicCost);
  const arena: Arena = {
    ...v,
    kind: 'arena',
    id: state.newTournamentId(),
    createdBy: user.id,
    createdAt: state.now(),
    players: new Map(),
    status: 'created',
  };
  state.arenas.set(arena.id, arena);
  return arena;
}

export function updateArena(state: SandboxState, user: SandboxUser, a: Arena, body: Record<string, unknown>): void {
  requireOwner(state, a, user);
  const parsed = parseArenaForm(body, {
    now: state.now(),
    verified: !!user.verified,
    leads: leads(state, user),
    current: a,
  });
  if (!parsed.ok) throw formError(parsed.errors, state.settings.mode);
  const next = parsed.value;
  if (a.players.size > 0 && a.status === 'created') {
    if (next.variant !== a.variant) throw badRequest("Can't change variant after players have joined");
    const speed = (c: { limit: number; increment: number }) => speedOf(c.limit, c.increment);
    if (speed(next.clock) !== speed(a.clock)) throw badRequest("Can't change time control after players have joined");
  }
  applyArenaUpdate(a, next, (id) => {
    const u = state.users.get(id);
    return !next.conditions.allowList || (!!u && allowListAdmits(next.conditions.allowList, u));
  });
}

/** created → deleted; started → finished now; finished → unchanged. */
export function terminateArena(state: SandboxState, user: SandboxUser, a: Arena): void {
  requireOwner(state, a, user);
  if (a.status === 'created') state.arenas.delete(a.id);
  else finishArena(a, state.now());
}

export function joinArena(state: SandboxState, user: SandboxUser, a: Arena, password?: string): void {
  if (a.status === 'finished') throw badRequest('This tournament no longer exists');
  const existing = a.players.get(user.id);
  const teamOk = !a.conditions.teamMember || state.isMember(a.conditions.teamMember, user.id);
  if (existing) {
    if (!teamOk) throw badRequest('Tournament restrictions');
    existing.withdraw = false;
    return;
  }
  const code = password?.trim();
  if (a.password && code !== a.password && code !== entryCode(a.password, user.id))
    throw badRequest('Wrong entry code');
  if (!conditionsMet(state, a.conditions, user, perfKeyOf(a.variant, a.clock.limit, a.clock.increment))) {
    throw badRequest('Tournament restrictions');
  }
  spend(
    state,
    `arena-join:${user.id}`,
    LIMITS.arenaJoinCost,
    [
      [LIMITS.arenaJoinPerHour, WINDOWS.HOUR],
      [LIMITS.arenaJoinPerDay, WINDOWS.DAY],
    ],
    'You are joining too many tournaments',
  );
  a.players.set(user.id, { userId: user.id, joinedAt: state.now(), withdraw: false });
}

/** Before the start the player is removed; after it they are paused (points kept). */
export function withdrawArena(a: Arena, userId: string): void {
  const p = a.players.get(userId);
  if (!p || a.status === 'finished') return;
  if (a.status === 'created') a.players.delete(userId);
  else p.withdraw = true;
}
