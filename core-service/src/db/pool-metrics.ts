// The knex pool as gauges (used, free, pending acquires), read when Prometheus scrapes.
import { gauge } from '@chess-portal/service-kit';
import type { Db } from './knex';

/** tarn's pool (knex.client.pool), present once the first connection was asked for. */
type TarnPool = { numUsed(): number; numFree(): number; numPendingAcquires(): number; numPendingCreates(): number };

const observed = new Set<Db>();

const poolOf = (db: Db): TarnPool | undefined => (db.client as { pool?: TarnPool }).pool ?? undefined;

export const dbPool = gauge(
  'csa_db_pool_connections',
  'Database pool connections by state (used, free, pending)',
  ['state'],
  function collect() {
    const totals = { used: 0, free: 0, pending: 0 };
    for (const db of observed) {
      const pool = poolOf(db);
      if (!pool) {
        observed.delete(db); // destroyed (or never used)
        continue;
      }
      totals.used += pool.numUsed();
      totals.free += pool.numFree();
      totals.pending += pool.numPendingAcquires() + pool.numPendingCreates();
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
);

/** Reports `db`'s pool in csa_db_pool_connections until `db.destroy()`; returns the stop function. */
export function observePool(db: Db): () => void {
  observed.add(db);
  return () => observed.delete(db);
}
