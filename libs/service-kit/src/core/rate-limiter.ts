// Abuse budgets of a BFF, counted in core (shared by every replica, kept across restarts): a budget
// names core's bucket, its policy and the sentence a spent budget answers with (429 + Retry-After).
import { tooManyRequests } from '../http-error';
import type { RateLimitCore, RateLimitPolicy, RateLimitState } from './core-client';

export type Budget = { bucket: string; policy: RateLimitPolicy; message: string };

export type RateLimiter = {
  /** Counts one hit; 429 with the budget's message and Retry-After when the budget is spent. */
  consume(budget: Budget, key: string): Promise<void>;
  /** The state without counting. */
  check(budget: Budget, key: string): Promise<RateLimitState>;
  /** Counts one hit without failing (a failure after a passed check). */
  record(budget: Budget, key: string): Promise<RateLimitState>;
  reset(budget: Budget, key: string): Promise<void>;
};

export const refuse = (budget: Budget, state: RateLimitState) =>
  tooManyRequests(budget.message, state.retryAfterSeconds);

export function rateLimiter(core: RateLimitCore): RateLimiter {
  return {
    async consume(budget, key) {
      const state = await core.consumeRateLimit(budget.bucket, key, budget.policy);
      if (!state.allowed) throw refuse(budget, state);
    },
    check: (budget, key) => core.checkRateLimit(budget.bucket, key, budget.policy),
    record: (budget, key) => core.consumeRateLimit(budget.bucket, key, budget.policy),
    reset: (budget, key) => core.resetRateLimit(budget.bucket, key),
  };
}
