// The durable outbox: work that must happen after a transaction commits (an e-mail, later a Lichess
// allow-list edit) is written as a job IN that transaction, so it exists exactly when the change does;
// the worker (worker.ts) applies it afterwards, outside any transaction.
import type { Clock } from '../shared/clock';
import type { Executor } from '../db/knex';
import { OutboxJob } from '../db/models/outbox-job';

export type NewOutboxJob = {
  kind: string;
  /** jobs with the same key are applied one at a time, in the order they were written */
  key: string;
  payload: object;
  /** a job with a dedupe key already in the table is not written again (returns undefined) */
  dedupeKey?: string;
  /** not before this instant (default: now) */
  runAt?: Date;
};

/** Writes a job on `db` (pass the caller's transaction). */
export async function enqueueJob(db: Executor, clock: Clock, job: NewOutboxJob): Promise<OutboxJob | undefined> {
  const now = clock.now();
  const rows = (await OutboxJob.query(db)
    .insert({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      attempts: 0,
      nextAttemptAt: job.runAt ?? now,
      createdAt: now,
    })
    .onConflict('dedupeKey')
    .ignore()
    .returning('*')) as unknown as OutboxJob | OutboxJob[];
  const row = Array.isArray(rows) ? rows[0] : rows;
  return row?.id ? row : undefined;
}

export type OutboxState = 'pending' | 'failing' | 'done';

export type OutboxListFilter = { state?: OutboxState; kind?: string; limit?: number };

/** Jobs for the admin screen: failing ones (a last error and not done) first by default, newest first. */
export async function listJobs(db: Executor, filter: OutboxListFilter = {}): Promise<OutboxJob[]> {
  const query = OutboxJob.query(db)
    .orderBy('seq', 'desc')
    .limit(filter.limit ?? 100);
  if (filter.kind) query.where('kind', filter.kind);
  if (filter.state === 'done') query.whereNotNull('doneAt');
  if (filter.state === 'pending') query.whereNull('doneAt').whereNull('lastError');
  if (filter.state === 'failing') query.whereNull('doneAt').whereNotNull('lastError');
  return query;
}

export async function countJobs(db: Executor): Promise<{ pending: number; failing: number }> {
  const row = (await OutboxJob.query(db)
    .whereNull('doneAt')
    .select(
      OutboxJob.raw('count(*) filter (where last_error is null)::int as pending'),
      OutboxJob.raw('count(*) filter (where last_error is not null)::int as failing'),
    )
    .first()) as unknown as { pending: number; failing: number };
  return { pending: Number(row.pending), failing: Number(row.failing) };
}

/** Makes an open job due now (the admin's "Retry now"); false when there is no such open job. */
export async function retryJobNow(db: Executor, clock: Clock, id: string): Promise<boolean> {
  const changed = await OutboxJob.query(db).patch({ nextAttemptAt: clock.now() }).where('id', id).whereNull('doneAt');
  return changed > 0;
}

/**
 * Retention: deletes up to `batch` jobs delivered before `before`, oldest first, read through the partial
 * index on done_at (outbox_jobs_done_at_idx); a run's work is bounded by the batch, whatever the backlog.
 * Open jobs (pending, failing) are never purged.
 */
export async function purgeDelivered(db: Executor, before: Date, batch: number): Promise<number> {
  const oldest = OutboxJob.query(db).whereNotNull('doneAt').where('doneAt', '<', before).orderBy('doneAt').limit(batch);
  const deleted = (await OutboxJob.query(db)
    .delete()
    .whereIn('id', oldest.select('id'))
    .returning('id')) as unknown as { id: string }[];
  return deleted.length;
}
