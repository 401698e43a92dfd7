// Brute-force protection for sign-in, counted in core (shared by every replica, kept across restarts).
// No hard lock-out that someone else can trigger:
//   - per account and address: a few free failures, then each attempt waits 2^n seconds (at most
//     15 minutes) after the previous failure; a successful sign-in forgets them.
//   - per address: a generous budget of failures across accounts (a guesser trying many accounts).
//   - per account, from every address: past its budget, addresses that never signed in to the
//     account are slowed down (at most a minute per attempt); one the owner signed in from is not.
import { refuse, rateLimiter, type Budget, type RateLimitCore } from '@chess-portal/service-kit';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in a few minutes.';

export type LoginLimits = {
  /** free failures per account and address, then back-off up to `pairMaxDelaySeconds` */
  perPair: number;
  pairMaxDelaySeconds: number;
  /** failures per address (all accounts) per window */
  perIp: number;
  /** failures per account (all addresses) before unknown addresses back off, up to `accountMaxDelaySeconds` */
  perAccount: number;
  accountMaxDelaySeconds: number;
  /** the counts are forgotten after this long (back-off counts: this long without a failure) */
  windowSeconds: number;
};

export const defaultLoginLimits: LoginLimits = {
  perPair: 5,
  pairMaxDelaySeconds: 15 * 60,
  perIp: 100,
  perAccount: 20,
  accountMaxDelaySeconds: 60,
  windowSeconds: 60 * 60,
};

/** How long an address stays known for an account after a successful sign-in from it. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

export type LoginLimiter = {
  /** throws 429 (Retry-After) while a budget says wait */
  check(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
};

const accountOf = (email: string) => email.trim().toLowerCase();
const pairOf = (email: string, ip: string) => `${accountOf(email)}|${ip}`;

export function loginBudgets(limits: LoginLimits) {
  const { windowSeconds } = limits;
  const budget = (bucket: string, policy: Budget['policy']): Budget => ({ bucket, policy, message: TOO_MANY_ATTEMPTS });
  return {
    pair: budget('sign-in-pair', {
      limit: limits.perPair,
      windowSeconds,
      backoffMaxSeconds: limits.pairMaxDelaySeconds,
    }),
    address: budget('sign-in-ip', { limit: limits.perIp, windowSeconds }),
    account: budget('sign-in-account', {
      limit: limits.perAccount,
      windowSeconds,
      backoffMaxSeconds: limits.accountMaxDelaySeconds,
    }),
    known: budget('sign-in-known', { limit: 1_000_000, windowSeconds: KNOWN_ADDRESS_SECONDS }),
  };
}

export function createLoginLimiter(core: RateLimitCore, limits: LoginLimits = defaultLoginLimits): LoginLimiter {
  const limiter = rateLimiter(core);
  const b = loginBudgets(limits);
  return {
    async check(email, ip) {
      const [pair, address, account, known] = await Promise.all([
        limiter.check(b.pair, pairOf(email, ip)),
        limiter.check(b.address, ip),
        limiter.check(b.account, accountOf(email)),
        limiter.check(b.known, pairOf(email, ip)),
      ]);
      if (!pair.allowed) throw refuse(b.pair, pair);
      if (!address.allowed) throw refuse(b.address, address);
      if (!account.allowed && known.count === 0) throw refuse(b.account, account);
    },
    async failed(email, ip) {
      await Promise.all([
        limiter.record(b.pair, pairOf(email, ip)),
        limiter.record(b.address, ip),
        limiter.record(b.account, accountOf(email)),
      ]);
    },
    async succeeded(email, ip) {
      await Promise.all([limiter.reset(b.pair, pairOf(email, ip)), limiter.record(b.known, pairOf(email, ip))]);
    },
  };
}
