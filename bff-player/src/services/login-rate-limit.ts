// Brute-force protection for sign-in (rate-limiter-flexible, in memory): failed attempts are counted
// per e-mail + IP, per IP, and per account (e-mail, from any address, with a larger budget so one
// address cannot lock someone out); once any budget is spent, sign-in answers 429 until the window ends.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '@chess-portal/service-kit';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again in a few minutes.';

export type LoginLimits = { perEmailAndIp: number; perIp: number; perEmail?: number; windowSeconds: number };
export const defaultLoginLimits: LoginLimits = { perEmailAndIp: 10, perIp: 50, perEmail: 30, windowSeconds: 15 * 60 };

export type LoginLimiter = {
  /** throws 429 when either budget is spent */
  check(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
};

const emailKey = (email: string, ip: string) => `${email.trim().toLowerCase()}_${ip}`;

export function createLoginLimiter(limits: LoginLimits = defaultLoginLimits): LoginLimiter {
  const perEmail = limits.perEmail ?? Math.max(limits.perEmailAndIp * 3, limits.perEmailAndIp);
  const byEmailAndIp = new RateLimiterMemory({
    keyPrefix: 'login_email_ip',
    points: limits.perEmailAndIp,
    duration: limits.windowSeconds,
  });
  const byIp = new RateLimiterMemory({ keyPrefix: 'login_ip', points: limits.perIp, duration: limits.windowSeconds });
  const byEmail = new RateLimiterMemory({ keyPrefix: 'login_email', points: perEmail, duration: limits.windowSeconds });
  const spent = (res: { consumedPoints: number } | null, budget: number) => (res?.consumedPoints ?? 0) >= budget;
  const consume = (limiter: RateLimiterMemory, key: string) => limiter.consume(key).catch(() => undefined);
  const account = (email: string) => email.trim().toLowerCase();

  return {
    async check(email, ip) {
      const [pair, address, owner] = await Promise.all([
        byEmailAndIp.get(emailKey(email, ip)),
        byIp.get(ip),
        byEmail.get(account(email)),
      ]);
      if (spent(pair, limits.perEmailAndIp) || spent(address, limits.perIp) || spent(owner, perEmail))
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
    },
    async failed(email, ip) {
      await Promise.all([
        consume(byEmailAndIp, emailKey(email, ip)),
        consume(byIp, ip),
        consume(byEmail, account(email)),
      ]);
    },
    async succeeded(email, ip) {
      await byEmailAndIp.delete(emailKey(email, ip));
    },
  };
}
