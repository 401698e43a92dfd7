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

/**
 * Spend from a per-player or per-creator budget; `message` is the 400 answer (429 when omitted). The
 * 429 names its limit and how long until the cost fits again (`ratelimit: {key, seconds}`, as newer
 * lila does, ENDPOINTS.md §0) when `rateLimitKey` is given.
 */
export function spend(
  state: SandboxState,
  key: string,
  cost: number,
  windows: Array<[number, number]>,
  message?: string,
  rateLimitKey?: string,
): void {
  if (!state.settings.limits) return;
  if (state.budgets.trySpend(key, cost, windows, state.now())) return;
  if (message) throw badRequest(message);
  const seconds = Math.ceil(state.budgets.waitFor(key, cost, windows, state.now()) / 1000);
  throw new LichessHttpError(429, {
    error: 'Too many requests. Try again later.',
    ...(rateLimitKey && seconds > 0 ? { ratelimit: { key: rateLimitKey, seconds } } : {}),
  });
}

/** Tournament creation: 240 credits per user and day shared by Arena and Swiss. */
export function spendCreation(state: SandboxState, user: SandboxUser, cost: number): void {
  const titled = !!user.title || user.verified;
  const credits = titled ? Math.min(cost, LIMITS.arenaPrivateCost) : cost;
  spend(
    state,
    `create:${user.id}`,
    credits,
    [[LIMITS.creationCreditsPerDay, WINDOWS.DAY]],
    undefined,
    'tournament.create.user',
  );
}

export function canCreateTournaments(user: SandboxUser): boolean {
  return user.title !== 'BOT' && !user.tosViolation;
}
