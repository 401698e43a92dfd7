// Brute-force protection for sign-in, counted in core (shared by every replica, kept across restarts).
// Attempts are counted, not outcomes: each attempt reserves its slot in every budget that applies
// BEFORE the password is checked (core's row lock makes the reservations atomic), so a burst of
// parallel guesses gets only as many checks as the budgets have room for. A successful sign-in gives
// its reservations back; a wrong password keeps them (they are the failures). No hard lock-out that
// someone else can trigger:
//   - per account and address: a few free attempts, then each attempt waits 2^n seconds (at most
//     15 minutes) after the previous one; a successful sign-in forgets them.
//   - per address: a generous budget of failures across accounts (a guesser trying many accounts).
//   - per account, from every address: past its budget, addresses that never signed in to the
//     account are slowed down (at most a minute per attempt).
// An address the account's owner signed in from before (a school's network, home) is exempt from the
// per-address and per-account budgets: many honest users share one address. The per-pair back-off
// still guards that account there.
import { tooManySignInAttempts, tooManySignInsFromNetwork } from '@chess-portal/contracts';
import { rateLimiter, refuse, type Budget, type RateLimitCore } from '@chess-portal/service-kit';

export type LoginLimits = {
  /** free attempts per account and address, then back-off up to `pairMaxDelaySeconds` */
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

/** The slots one attempt holds until its outcome is known. */
export type Attempt = {
  /** the password was right: give the slots back, forget the pair's failures, remember the address */
  succeeded(): Promise<void>;
  /** the password was wrong: the slots stay counted */
  failed(): Promise<void>;
  /** no outcome (core failed): give the slots back */
  abandoned(): Promise<void>;
};

export type LoginLimiter = {
  /** Reserves the attempt's slots; throws 429 (Retry-After) while a budget says wait, holding nothing. */
  reserve(email: string, ip: string): Promise<Attempt>;
};

const accountOf = (email: string) => email.trim().toLowerCase();
const pairOf = (email: string, ip: string) => `${accountOf(email)}|${ip}`;

export function loginBudgets(limits: LoginLimits) {
  const { windowSeconds } = limits;
  return {
    pair: {
      bucket: 'sign-in-pair',
      policy: { limit: limits.perPair, windowSeconds, backoffMaxSeconds: limits.pairMaxDelaySeconds },
      message: tooManySignInAttempts,
    },
    address: {
      bucket: 'sign-in-ip',
      policy: { limit: limits.perIp, windowSeconds },
      message: tooManySignInsFromNetwork,
    },
    account: {
      bucket: 'sign-in-account',
      policy: { limit: limits.perAccount, windowSeconds, backoffMaxSeconds: limits.accountMaxDelaySeconds },
      message: tooManySignInAttempts,
    },
    known: {
      bucket: 'sign-in-known',
      policy: { limit: 1_000_000, windowSeconds: KNOWN_ADDRESS_SECONDS },
      message: tooManySignInAttempts,
    },
  } satisfies Record<string, Budget>;
}

export function createLoginLimiter(core: RateLimitCore, limits: LoginLimits = defaultLoginLimits): LoginLimiter {
  const limiter = rateLimiter(core);
  const b = loginBudgets(limits);
  return {
    async reserve(email, ip) {
      const pair = pairOf(email, ip);
      const known = (await limiter.check(b.known, pair)).count > 0;
      // the pair first: a burst against one account from one address stops there, holding nothing else
      const budgets: [Budget, string][] = [[b.pair, pair]];
      if (!known) budgets.push([b.account, accountOf(email)], [b.address, ip]);
      const held: [Budget, string][] = [];
      const giveBack = () => Promise.all(held.map(([budget, key]) => limiter.release(budget, key)));
      try {
        for (const [budget, key] of budgets) {
          const state = await limiter.record(budget, key);
          if (!state.allowed) throw refuse(budget, state);
          held.push([budget, key]);
        }
      } catch (err) {
        await giveBack().catch(() => undefined);
        throw err;
      }
      return {
        async succeeded() {
          await Promise.all([
            limiter.reset(b.pair, pair),
            ...held.filter(([budget]) => budget !== b.pair).map(([budget, key]) => limiter.release(budget, key)),
            limiter.record(b.known, pair),
          ]);
        },
        async failed() {},
        async abandoned() {
          await giveBack();
        },
      };
    },
  };
}
