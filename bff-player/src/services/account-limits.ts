// Abuse limits for the account calls that anyone can make (rate-limiter-flexible, in memory):
// account creation per address, password-reset requests per address and per e-mail, and reset
// attempts per address (a token guesser). A spent budget answers 429 until its window ends.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '@chess-portal/service-kit';

export const TOO_MANY_ACCOUNTS = 'Too many accounts were created from this address. Please try again later.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';

export type AccountLimits = {
  accountsPerIp: number;
  resetRequestsPerIp: number;
  resetRequestsPerEmail: number;
  resetAttemptsPerIp: number;
  windowSeconds: number;
};

export const defaultAccountLimits: AccountLimits = {
  accountsPerIp: 20,
  resetRequestsPerIp: 20,
  resetRequestsPerEmail: 5,
  resetAttemptsPerIp: 30,
  windowSeconds: 60 * 60,
};

export type AccountLimiter = {
  accountCreated(ip: string): Promise<void>;
  resetRequested(ip: string, email: string): Promise<void>;
  resetAttempted(ip: string): Promise<void>;
};

function budget(keyPrefix: string, points: number, duration: number, message: string) {
  const limiter = new RateLimiterMemory({ keyPrefix, points, duration });
  return async (key: string) => {
    await limiter.consume(key).catch(() => {
      throw tooManyRequests(message);
    });
  };
}

export function createAccountLimiter(limits: AccountLimits = defaultAccountLimits): AccountLimiter {
  const w = limits.windowSeconds;
  const accounts = budget('accounts_ip', limits.accountsPerIp, w, TOO_MANY_ACCOUNTS);
  const requestsIp = budget('reset_request_ip', limits.resetRequestsPerIp, w, TOO_MANY_RESETS);
  const requestsEmail = budget('reset_request_email', limits.resetRequestsPerEmail, w, TOO_MANY_RESETS);
  const attempts = budget('reset_attempt_ip', limits.resetAttemptsPerIp, w, TOO_MANY_RESETS);
  return {
    accountCreated: (ip) => accounts(ip),
    async resetRequested(ip, email) {
      await requestsIp(ip);
      await requestsEmail(email.trim().toLowerCase());
    },
    resetAttempted: (ip) => attempts(ip),
  };
}
