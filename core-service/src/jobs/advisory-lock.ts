// One run of a job at a time across every core instance sharing the database: a PostgreSQL
// session-level advisory lock, taken with pg_try_advisory_lock (never waits: a run that finds the
// lock held is skipped) on a connection held for the whole run and unlocked on that same connection.
// PGlite is one connection owned by one process, so there the lock is taken on that connection
// (pg_try_advisory_lock works on PGlite too, but is re-entrant) and an in-process set of held names
// keeps two holders apart.
import type { Knex } from 'knex';
import type { Db } from '../db/knex';

/** A stable 32-bit key for a name (FNV-1a), so every instance derives the same lock. */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Lock class of the portal's job locks (the first of pg's two int4 keys): 'CSAJ'. */
const LOCK_CLASS = 0x43534a4a | 0;

const usesPgPool = (db: Db) => (db.client as { config: { client?: unknown } }).config.client === 'pg';

type Locked<T> = { acquired: false } | { acquired: true; value: T };

async function tryLockOn(db: Db, conn: unknown, key: number): Promise<boolean> {
  const query = db.raw('select pg_try_advisory_lock(?, ?) as locked', [LOCK_CLASS, key]);
  const res = (await (conn ? query.connection(conn) : query)) as { rows: { locked: boolean }[] };
  return res.rows[0]?.locked === true;
}

async function unlockOn(db: Db, conn: unknown, key: number): Promise<void> {
  const query = db.raw('select pg_advisory_unlock(?, ?)', [LOCK_CLASS, key]);
  await (conn ? query.connection(conn) : query);
}

/**
 * Locks held in this process per database. PostgreSQL advisory locks are re-entrant for a session,
 * and PGlite is one session, so on PGlite this set is what keeps two holders apart.
 */
const heldHere = new WeakMap<Db, Set<string>>();

/** Runs `fn` while holding the advisory lock `name`; skips it when another holder has the lock. */
export async function withAdvisoryLock<T>(db: Db, name: string, fn: () => Promise<T>): Promise<Locked<T>> {
  const held = heldHere.get(db) ?? new Set<string>();
  heldHere.set(db, held);
  if (held.has(name)) return { acquired: false };
  held.add(name);
  try {
    return await withSessionLock(db, lockKey(name), fn);
  } finally {
    held.delete(name);
  }
}

async function withSessionLock<T>(db: Db, key: number, fn: () => Promise<T>): Promise<Locked<T>> {
  const client = db.client as Knex.Client;
  const conn = usesPgPool(db) ? await client.acquireConnection() : undefined;
  try {
    if (!(await tryLockOn(db, conn, key))) return { acquired: false };
    try {
      return { acquired: true, value: await fn() };
    } finally {
      await unlockOn(db, conn, key);
    }
  } finally {
    if (conn) await client.releaseConnection(conn);
  }
}
