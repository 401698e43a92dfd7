// Abuse budgets of a BFF, counted in core (shared by every replica, kept across restarts): a budget
// names core's bucket, its policy and the sentence a spent budget answers with (429 + Retry-After).
import { tooManyRequests } from '../http-error';
import type { RateLimitCore, RateLimitPolicy, RateLimitState } from './core-client';

/** The refusal's sentence: fixed, or made from the real wait (Retry-After in seconds). */
export type BudgetMessage = string | ((retryAfterSeconds: number) => string);
export type Budget = { bucket: string; policy: RateLimitPolicy; message: BudgetMessage };

export type RateLimiter = {
  /** Counts one hit; 429 with the budget's message and Retry-After when the budget is spent. */
  consume(budget: Budget, key: string): Promise<void>;
  /** The state without counting. */
  check(budget: Budget, key: string): Promise<RateLimitState>;
  /** Counts one hit without failing (a failure after a passed check). */
  record(budget: Budget, key: string): Promise<RateLimitState>;
  /** Gives back one counted hit (a reserved attempt whose outcome should not count). */
  release(budget: Budget, key: string): Promise<void>;
  reset(budget: Budget, key: string): Promise<void>;
};

export const refuse = (budget: Budget, state: RateLimitState) =>
  tooManyRequests(
    typeof budget.message === 'string' ? budget.message : budget.message(state.retryAfterSeconds),
    state.retryAfterSeconds,
  );

export function rateLimiter(core: RateLimitCore): RateLimiter {
  return {
    async consume(budget, key) {
      const state = await core.consumeRateLimit(budget.bucket, key, budget.policy);
      if (!state.allowed) throw refuse(budget, state);
    },
    check: (budget, key) => core.checkRateLimit(budget.bucket, key, budget.policy),
    record: (budget, key) => core.consumeRateLimit(budget.bucket, key, budget.policy),
    release: (budget, key) => core.releaseRateLimit(budget.bucket, key),
    reset: (budget, key) => core.resetRateLimit(budget.bucket, key),
  };
}
