// Abuse limits for the account calls anyone can make, counted in core (shared by every replica, kept
// across restarts): account creation (registration and visitor applications share the budget) per
// address and per e-mail, password-reset requests per address and per e-mail, reset and e-mail
// confirmation attempts per address (token guessers, with the reset attempts' number), and profile
// saves per user and per address. A spent budget answers 429 with Retry-After until its window ends.
import { rateLimiter, type Budget, type RateLimitCore } from '@chess-portal/service-kit';

export const TOO_MANY_ACCOUNTS = 'Too many accounts were created from this address. Please try again later.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups with this e-mail address. Please try again later.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';
export const TOO_MANY_CONFIRMATIONS = 'Too many confirmation attempts. Please try again later.';
export const TOO_MANY_PROFILE_CHANGES = 'Too many profile changes. Please try again later.';

export type AccountLimits = {
  accountsPerIp: number;
  accountsPerEmail: number;
  resetRequestsPerIp: number;
  resetRequestsPerEmail: number;
  resetAttemptsPerIp: number;
  profileUpdatesPerUser: number;
  profileUpdatesPerIp: number;
  windowSeconds: number;
};

export const defaultAccountLimits: AccountLimits = {
  accountsPerIp: 200,
  accountsPerEmail: 3,
  resetRequestsPerIp: 20,
  resetRequestsPerEmail: 5,
  resetAttemptsPerIp: 30,
  profileUpdatesPerUser: 20,
  profileUpdatesPerIp: 60,
  windowSeconds: 60 * 60,
};

export type AccountLimiter = {
  accountCreated(ip: string, email: string): Promise<void>;
  resetRequested(ip: string, email: string): Promise<void>;
  resetAttempted(ip: string): Promise<void>;
  /** an e-mail confirmation link opened (a token guesser, like reset attempts) */
  confirmAttempted(ip: string): Promise<void>;
  profileUpdated(ip: string, userId: string): Promise<void>;
};

const emailKey = (email: string) => email.trim().toLowerCase();

export function createAccountLimiter(
  core: RateLimitCore,
  limits: AccountLimits = defaultAccountLimits,
): AccountLimiter {
  const limiter = rateLimiter(core);
  const budget = (bucket: string, limit: number, message: string): Budget => ({
    bucket,
    policy: { limit, windowSeconds: limits.windowSeconds },
    message,
  });
  const accountsIp = budget('accounts-ip', limits.accountsPerIp, TOO_MANY_ACCOUNTS);
  const accountsEmail = budget('accounts-email', limits.accountsPerEmail, TOO_MANY_SIGN_UPS);
  const requestsIp = budget('reset-request-ip', limits.resetRequestsPerIp, TOO_MANY_RESETS);
  const requestsEmail = budget('reset-request-email', limits.resetRequestsPerEmail, TOO_MANY_RESETS);
  const attemptsIp = budget('reset-attempt-ip', limits.resetAttemptsPerIp, TOO_MANY_RESETS);
  const confirmsIp = budget('email-confirm-ip', limits.resetAttemptsPerIp, TOO_MANY_CONFIRMATIONS);
  const profileUser = budget('profile-user', limits.profileUpdatesPerUser, TOO_MANY_PROFILE_CHANGES);
  const profileIp = budget('profile-ip', limits.profileUpdatesPerIp, TOO_MANY_PROFILE_CHANGES);
  return {
    async accountCreated(ip, email) {
      await limiter.consume(accountsIp, ip);
      await limiter.consume(accountsEmail, emailKey(email));
    },
    async resetRequested(ip, email) {
      await limiter.consume(requestsIp, ip);
      await limiter.consume(requestsEmail, emailKey(email));
    },
    resetAttempted: (ip) => limiter.consume(attemptsIp, ip),
    confirmAttempted: (ip) => limiter.consume(confirmsIp, ip),
    async profileUpdated(ip, userId) {
      await limiter.consume(profileIp, ip);
      await limiter.consume(profileUser, userId);
    },
  };
}
