import { createHmac } from 'node:crypto';
import { badRequest, LichessHttpError } from '../http/errors';
import { verdictsFor, type Conditions } from '../state/conditions';
import { LIMITS, WINDOWS } from '../state/limits';
import type { PerfKey, SandboxUser } from '../state/users';
import type { SandboxState } from '../state/store';

/** Arena user-specific entry code: hex HMAC-SHA256(key = password, message = user id). */
export function entryCode(password: string, userId: string): string {
  return createHmac('sha256', password).update(userId).digest('hex');
}

export function conditionsMet(state: SandboxState, c: Conditions, user: SandboxUser, perf: PerfKey): boolean {
  return verdictsFor(c, user, state.verdictContext(perf)).every((v) => v.ok);
}

/** Spend from a per-player or per-creator budget; `message` is the 400 answer (429 when omitted). */
export function spend(
  state: SandboxState,
  key: string,
  cost: number,
  windows: Array<[number, number]>,
  message?: string,
): void {
  if (!state.settings.limits) return;
  if (state.budgets.trySpend(key, cost, windows, state.now())) return;
  if (message) throw badRequest(message);
  throw new LichessHttpError(429, { error: 'Too many requests. Try again later.' });
}

/** Tournament creation: 240 credits per user and day shared by Arena and Swiss. */
export function spendCreation(state: SandboxState, user: SandboxUser, cost: number): void {
  const titled = !!user.title || user.verified;
  spend(state, `create:${user.id}`, titled ? Math.min(cost, LIMITS.arenaPrivateCost) : cost, [
    [LIMITS.creationCreditsPerDay, WINDOWS.DAY],
  ]);
}

export function canCreateTournaments(user: SandboxUser): boolean {
  return user.title !== 'BOT' && !user.tosViolation;
}
