// Idempotency-Key for unsafe calls: a retry of the same action (same acting user, operation
// and key) gets the first answer again, status and body, and causes no second effect. The key is
// claimed before the action runs, with a lease (IN_PROGRESS_LEASE_MS): a retry meanwhile answers 409
// with Retry-After. A finished answer below 500 is kept for a day; a 5xx releases the key so the retry
// runs the action again. A crash (core killed, the database gone mid-request) settles nothing: once
// the lease is over, a retry takes the key over and runs again (issue 23), told since when the first
// run may have acted (`retakenFrom`), so it can answer the first run's effect instead; the write paths
// are guarded (one live registration per player and tournament, only pending registrations approved),
// so a second run never acts twice. The claim's time (created_at) is its token: a first run that
// outlived its lease settles nothing over the run that took its key over.
import { createHash } from 'node:crypto';
import { HttpError, TIMEOUT_BUDGETS_MS } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { IdempotencyKey } from '../../db/models/idempotency-key';
import type { Clock } from '../../shared/clock';

type Deps = { db: Db; clock: Clock };

export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claimed key stays "in progress" without an answer: the time a BFF waits for core's answer
 * (TIMEOUT_BUDGETS_MS.bff, 12 s), which is core's own budget for the request (10 s) and a margin.
 * By then the first request answered, or its caller gave up and nobody waits for its answer.
 */
export const IN_PROGRESS_LEASE_MS = TIMEOUT_BUDGETS_MS.bff;
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please wait a moment and try again.';
export const KEY_INVALID = 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.';

export type Claim = { userId: string; operation: string; key: string; requestHash: string };
/** A claim this request holds: `claimedAt` is its token; `retakenFrom` the claim time of a run that never settled. */
export type HeldClaim = Claim & { claimedAt: Date; retakenFrom?: Date };
/** What a claim found: a first answer to give again, or the go-ahead to run the action. */
export type ClaimResult = { replay: { status: number; body: unknown } } | { run: HeldClaim };

export const requestHash = (path: string, body: unknown): string =>
  createHash('sha256')
    .update(path)
    .update('\u0000')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export function checkKey(key: string): void {
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new HttpError(400, KEY_INVALID);
}

const isUniqueViolation = (err: unknown) =>
  (err as { nativeError?: { code?: string } }).nativeError?.code === '23505' ||
  (err as { code?: string }).code === '23505' ||
  (err as { name?: string }).name === 'UniqueViolationError';

const idOf = (claim: Claim) => [claim.userId, claim.operation, claim.key];

/** Claims the key for this request, or answers what the first request with it answered. */
export async function claimKey({ db, clock }: Deps, claim: Claim): Promise<ClaimResult> {
  const now = clock.now();
  const id = idOf(claim);
  const expiresAt = new Date(now.getTime() + KEY_TTL_MS);
  const existing = await IdempotencyKey.query(db).findById(id);
  const expired = existing && existing.expiresAt.getTime() <= now.getTime();
  if (existing && !expired && existing.status === null) {
    if (existing.requestHash !== claim.requestHash) throw new HttpError(422, KEY_REUSED);
    // the lease runs from the claim (created_at), so keys claimed before leases existed end too
    const leftMs = existing.createdAt.getTime() + IN_PROGRESS_LEASE_MS - now.getTime();
    if (leftMs > 0) throw new HttpError(409, KEY_IN_PROGRESS, leftMs / 1000);
    // the first run never settled (a crash): take the key over, unless another retry just did
    const taken = await IdempotencyKey.query(db)
      .patch({ createdAt: now, expiresAt })
      .findById(id)
      .whereNull('status')
      .where('createdAt', '<=', new Date(now.getTime() - IN_PROGRESS_LEASE_MS));
    if (!taken) return claimKey({ db, clock }, claim);
    return { run: { ...claim, claimedAt: now, retakenFrom: existing.createdAt } };
  }
  if (expired) {
    await IdempotencyKey.query(db).deleteById(id).where('expiresAt', '<=', now);
  } else if (existing) {
    if (existing.requestHash !== claim.requestHash) throw new HttpError(422, KEY_REUSED);
    return { replay: { status: existing.status!, body: existing.body } };
  }
  try {
    await IdempotencyKey.query(db).insert({ ...claim, status: null, body: null, createdAt: now, expiresAt });
  } catch (err) {
    // another request with the same key claimed it between our read and insert
    if (isUniqueViolation(err)) return claimKey({ db, clock }, claim);
    throw err;
  }
  return { run: { ...claim, claimedAt: now } };
}

/**
 * Keeps the first answer (below 500) for a day, or releases the key so a retry runs the action again;
 * only while the claim is still this request's (its lease may have been taken over).
 */
export async function settleKey(
  { db, clock }: Deps,
  claim: HeldClaim,
  answer: { status: number; body: unknown } | null,
) {
  const held = IdempotencyKey.query(db)
    .findById(idOf(claim))
    .whereNull('status')
    // the claim's token: its time, to the millisecond it was written with
    .where('createdAt', '>=', claim.claimedAt)
    .where('createdAt', '<', new Date(claim.claimedAt.getTime() + 1));
  if (!answer || answer.status >= 500) {
    await held.delete();
    return;
  }
  await held.patch({
    status: answer.status,
    body: answer.body,
    expiresAt: new Date(clock.now().getTime() + KEY_TTL_MS),
  });
}

/** Keys whose day is over (the job limits.purge runs it): answers, and claims that never settled. */
export async function purgeExpiredKeys({ db, clock }: Deps): Promise<number> {
  return IdempotencyKey.query(db).delete().where('expiresAt', '<=', clock.now());
}
