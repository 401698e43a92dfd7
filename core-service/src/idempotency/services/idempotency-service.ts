// Idempotency-Key for unsafe calls: a retry of the same action (same acting user, operation
// and key) gets the first answer again, status and body, and causes no second effect. The key is
// claimed before the action runs (a concurrent retry answers 409 meanwhile); a finished answer below
// 500 is kept for a day; a 5xx or a crash releases the key so the retry runs the action again.
import { createHash } from 'node:crypto';
import { conflict, HttpError } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { IdempotencyKey } from '../../db/models/idempotency-key';
import type { Clock } from '../../shared/clock';

type Deps = { db: Db; clock: Clock };

export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please wait a moment and try again.';
export const KEY_INVALID = 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.';

export type Claim = { userId: string; operation: string; key: string; requestHash: string };
/** What a claim found: a first answer to give again, or the go-ahead to run the action. */
export type ClaimResult = { replay: { status: number; body: unknown } } | { run: true };

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

/** Claims the key for this request, or answers what the first request with it answered. */
export async function claimKey({ db, clock }: Deps, claim: Claim): Promise<ClaimResult> {
  const now = clock.now();
  const id = [claim.userId, claim.operation, claim.key];
  const existing = await IdempotencyKey.query(db).findById(id);
  if (existing && existing.expiresAt.getTime() <= now.getTime()) {
    await IdempotencyKey.query(db).deleteById(id).where('expiresAt', '<=', now);
  } else if (existing) {
    if (existing.requestHash !== claim.requestHash) throw new HttpError(422, KEY_REUSED);
    if (existing.status === null) throw conflict(KEY_IN_PROGRESS);
    return { replay: { status: existing.status, body: existing.body } };
  }
  try {
    await IdempotencyKey.query(db).insert({
      ...claim,
      status: null,
      body: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + KEY_TTL_MS),
    });
  } catch (err) {
    // another request with the same key claimed it between our read and insert
    if (isUniqueViolation(err)) return claimKey({ db, clock }, claim);
    throw err;
  }
  return { run: true };
}

/** Keeps the first answer (below 500), or releases the key so a retry runs the action again. */
export async function settleKey({ db }: Deps, claim: Claim, answer: { status: number; body: unknown } | null) {
  const id = [claim.userId, claim.operation, claim.key];
  if (!answer || answer.status >= 500) {
    await IdempotencyKey.query(db).deleteById(id).whereNull('status');
    return;
  }
  await IdempotencyKey.query(db).patch({ status: answer.status, body: answer.body }).findById(id);
}

/** Keys whose day is over (the job limits.purge runs it). */
export async function purgeExpiredKeys({ db, clock }: Deps): Promise<number> {
  return IdempotencyKey.query(db).delete().where('expiresAt', '<=', clock.now());
}
