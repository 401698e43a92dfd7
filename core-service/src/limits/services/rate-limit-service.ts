// Abuse limits kept in the database, so every BFF replica shares them and a restart
// forgets nothing. A bucket names what is counted ('sign-in-pair', 'accounts-ip'); the key says whose
// count it is (an e-mail, an address, a user id) and is stored only as its SHA-256. The caller sends
// the policy with every call; core keeps the counters and the clock.
//   - fixed window: up to `limit` hits per window; then refused until the window ends.
//   - back-off (`backoffMaxSeconds`): `limit` hits are free; after that each hit must wait
//     2^(count - limit) seconds (at most backoffMaxSeconds) after the previous one. Every hit starts
//     the window again, so the count is forgotten after `windowSeconds` without hits.
// A caller that counts attempts rather than outcomes (sign-in) consumes a hit BEFORE the work it guards
// (a reservation: concurrent attempts are bounded by the row lock), then releases it when the outcome
// should not count (a successful sign-in).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/knex';
import { RateLimit } from '../../db/models';
import type { Clock } from '../../shared/clock';

export type RateLimitPolicy = { limit: number; windowSeconds: number; backoffMaxSeconds?: number };
export type RateLimitState = { allowed: boolean; count: number; retryAfterSeconds: number };
type Deps = { db: Db; clock: Clock };

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** The back-off delay after `count` hits (0 while the free hits last). */
export function backoffSeconds(count: number, policy: RateLimitPolicy): number {
  if (count < policy.limit || !policy.backoffMaxSeconds) return 0;
  return Math.min(2 ** (count - policy.limit), policy.backoffMaxSeconds);
}

/** Whether one more hit is allowed now, for the stored row (missing or ended: a fresh count). */
export function stateOf(row: RateLimit | undefined, policy: RateLimitPolicy, now: Date): RateLimitState {
  if (!row || row.windowEndsAt.getTime() <= now.getTime()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const { count } = row;
  if (count < policy.limit) return { allowed: true, count, retryAfterSeconds: 0 };
  if (!policy.backoffMaxSeconds)
    return { allowed: false, count, retryAfterSeconds: secondsUntil(row.windowEndsAt.getTime(), now) };
  const waitUntil = row.lastHitAt.getTime() + backoffSeconds(count, policy) * 1000;
  if (waitUntil <= now.getTime()) return { allowed: true, count, retryAfterSeconds: 0 };
  return { allowed: false, count, retryAfterSeconds: secondsUntil(waitUntil, now) };
}

/** Would a hit be allowed now? Counts nothing. */
export async function checkRateLimit(
  { db, clock }: Deps,
  bucket: string,
  key: string,
  policy: RateLimitPolicy,
): Promise<RateLimitState> {
  const row = await RateLimit.query(db).findById([bucket, hashKey(key)]);
  return stateOf(row, policy, clock.now());
}

/**
 * Counts one hit when it is allowed (a refused hit counts nothing and answers when to come back).
 * The row is locked for the read-and-update, so concurrent hits from several replicas all count.
 */
export async function consumeRateLimit(
  { db, clock }: Deps,
  bucket: string,
  key: string,
  policy: RateLimitPolicy,
): Promise<RateLimitState> {
  const keyHash = hashKey(key);
  return db.transaction(async (trx) => {
    const now = clock.now();
    await trx(RateLimit.tableName)
      .insert({ bucket, keyHash, count: 0, windowEndsAt: now, lastHitAt: now })
      .onConflict(['bucket', 'keyHash'])
      .ignore();
    const row = await RateLimit.query(trx).findById([bucket, keyHash]).forUpdate();
    const state = stateOf(row, policy, now);
    if (!state.allowed || !row) return state;
    const fresh = row.windowEndsAt.getTime() <= now.getTime();
    const count = fresh ? 1 : row.count + 1;
    const restart = fresh || policy.backoffMaxSeconds !== undefined;
    const windowEndsAt = restart ? new Date(now.getTime() + policy.windowSeconds * 1000) : row.windowEndsAt;
    await RateLimit.query(trx).findById([bucket, keyHash]).patch({ count, windowEndsAt, lastHitAt: now });
    return { allowed: true, count, retryAfterSeconds: 0 };
  });
}

/**
 * Gives back one hit counted by consume (a reservation whose outcome should not count). The window and
 * the time of the last hit stay; an ended window or a missing row has nothing to give back.
 */
export async function releaseRateLimit({ db, clock }: Deps, bucket: string, key: string): Promise<void> {
  await RateLimit.query(db)
    .where({ bucket, keyHash: hashKey(key) })
    .where('count', '>', 0)
    .where('windowEndsAt', '>', clock.now())
    .decrement('count', 1);
}

/** Forgets the count (a successful sign-in resets its pair). */
export async function resetRateLimit({ db }: Deps, bucket: string, key: string): Promise<void> {
  await RateLimit.query(db).deleteById([bucket, hashKey(key)]);
}

/** Deletes the counters whose window has ended (they count as zero anyway); answers how many. */
export async function purgeEndedRateLimits({ db, clock }: Deps): Promise<{ purged: number }> {
  const purged = await RateLimit.query(db).where('windowEndsAt', '<=', clock.now()).delete().returning('bucket');
  return { purged: purged.length };
}
