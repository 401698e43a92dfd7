// The outbox worker. One run claims the due jobs that head their key (no earlier open job with the
// same key), applies each with its kind's handler outside any transaction, and records the outcome.
//
// - Claiming is one short transaction: `FOR UPDATE SKIP LOCKED` keeps two core instances on
//   PostgreSQL from claiming the same job; on PGlite (one connection) the transaction simply runs
//   alone. A claim counts the attempt and leases the job (next_attempt_at = now + lease), so a worker
//   that dies mid-job leaves it to be retried once the lease runs out.
// - In order per key: a job is only claimable while no earlier job of its key is open, so a failing
//   job holds back the later ones of its key (and only those).
// - Back-off: a failure sets next_attempt_at = now + min(base * 2^(attempts-1), max) and keeps the
//   error in last_error (visible to admins) until a later attempt succeeds. Jobs are retried until
//   they succeed; handlers must be idempotent (a job may run again after a crash).
// - A service that is down costs one wait per run: a handler that throws OutboxServiceUnavailable
//   (the mail server refuses or hangs) fails its job as above, and the run leaves the other claimed
//   jobs that need the same service (the kinds registered with the same `service`, by default the kind
//   itself) untried until the failed job's next attempt (no attempt counted, no error written), so a
//   hanging server does not hold the worker, or the other kinds' jobs, for a timeout per queued e-mail.
import type { Logger } from '@chess-portal/service-kit';
import type { Clock } from '../shared/clock';
import type { Db } from '../db/knex';
import { OutboxJob } from '../db/models/outbox-job';

export type OutboxHandler<P = unknown> = (payload: P, job: OutboxJob) => Promise<void>;

export type OutboxWorkerOptions = {
  /** how long a claimed job is left to its worker before it counts as crashed (default 5 min) */
  leaseMs?: number;
  /** first retry delay (default 30 s), doubled per attempt */
  backoffBaseMs?: number;
  /** the longest retry delay (default 1 h) */
  backoffMaxMs?: number;
  /** jobs claimed at once (default 20) */
  batchSize?: number;
  /** claim rounds per run, so one run drains a key's queue (default 10) */
  maxRounds?: number;
};

/** A kind's own retry pace (the worker's options otherwise), and the outside service it needs (default: its name). */
export type OutboxKindOptions = Pick<OutboxWorkerOptions, 'backoffBaseMs' | 'backoffMaxMs'> & { service?: string };

/** `deferred` (only when some were): claimed jobs left untried because their kind's service was down. */
export type OutboxRunResult = { claimed: number; done: number; failed: number; deferred?: number };

/** Thrown by a handler when the service its kind needs cannot be used at all (not this job's fault). */
export class OutboxServiceUnavailable extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'OutboxServiceUnavailable';
  }
}

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export class OutboxWorker {
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly describers = new Map<string, (payload: unknown) => string>();
  private readonly paces = new Map<string, OutboxKindOptions>();
  private readonly options: Required<OutboxWorkerOptions>;

  constructor(
    private readonly deps: { db: Db; clock: Clock; logger?: Logger },
    options: OutboxWorkerOptions = {},
  ) {
    this.options = {
      leaseMs: 5 * 60_000,
      backoffBaseMs: 30_000,
      backoffMaxMs: 60 * 60_000,
      batchSize: 20,
      maxRounds: 10,
      ...options,
    };
  }

  /**
   * Registers the handler of one kind of job (e.g. 'email'), how the admin screen summarizes such a
   * job in one line (default: the kind), and its own retry pace if it needs one.
   */
  register<P>(
    kind: string,
    handler: OutboxHandler<P>,
    describe?: (payload: P) => string,
    pace: OutboxKindOptions = {},
  ): this {
    if (this.handlers.has(kind)) throw new Error(`outbox handler already registered: ${kind}`);
    this.handlers.set(kind, handler as OutboxHandler);
    if (describe) this.describers.set(kind, describe as (payload: unknown) => string);
    this.paces.set(kind, pace);
    return this;
  }

  describe(job: OutboxJob): string {
    const describe = this.describers.get(job.kind);
    try {
      return describe ? describe(job.payload) : job.kind;
    } catch {
      return job.kind;
    }
  }

  private serviceOf(kind: string): string {
    return this.paces.get(kind)?.service ?? kind;
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Claims and applies due jobs until none is left (or maxRounds). */
  async runOnce(): Promise<OutboxRunResult> {
    const total: OutboxRunResult = { claimed: 0, done: 0, failed: 0 };
    /** services found down in this run: when the job that found it is tried again, and its error */
    const paused = new Map<string, { until: Date; error: string }>();
    let deferred = 0;
    for (let round = 0; round < this.options.maxRounds; round += 1) {
      const jobs = await this.claim(this.kinds().filter((k) => paused.has(this.serviceOf(k))));
      if (jobs.length === 0) break;
      total.claimed += jobs.length;
      for (const job of jobs) {
        const pause = paused.get(this.serviceOf(job.kind));
        if (pause) {
          await this.release(job, pause);
          deferred += 1;
          continue;
        }
        const outcome = await this.apply(job);
        if (outcome === true) total.done += 1;
        else {
          total.failed += 1;
          if (typeof outcome === 'object') paused.set(this.serviceOf(job.kind), outcome);
        }
      }
    }
    return deferred ? { ...total, deferred } : total;
  }

  /**
   * Gives a claimed, untried job back: due with the job that found its service down, its attempt not
   * counted, and the reason on the admin screen (it counts as failing: it cannot go out either).
   */
  private async release(job: OutboxJob, pause: { until: Date; error: string }): Promise<void> {
    await OutboxJob.query(this.deps.db)
      .patch({
        nextAttemptAt: pause.until,
        attempts: OutboxJob.raw('greatest(attempts - 1, 0)'),
        lastError: `Not tried: the service it needs is unavailable (${pause.error})`.slice(0, 2000),
      })
      .findById(job.id);
  }

  /** Claims the due jobs that head their key (except of the kinds `skip`): counts the attempt and leases them. */
  async claim(skip: string[] = []): Promise<OutboxJob[]> {
    const { db, clock } = this.deps;
    const kinds = this.kinds().filter((k) => !skip.includes(k));
    if (kinds.length === 0) return [];
    return db.transaction(async (trx) => {
      const now = clock.now();
      const due = await OutboxJob.query(trx)
        .alias('j')
        .whereNull('j.doneAt')
        .where('j.nextAttemptAt', '<=', now)
        .whereIn('j.kind', kinds)
        .whereNotExists(
          OutboxJob.query(trx)
            .alias('e')
            .whereColumn('e.key', 'j.key')
            .whereNull('e.doneAt')
            .whereColumn('e.seq', '<', 'j.seq'),
        )
        .orderBy('j.seq')
        .limit(this.options.batchSize)
        .forUpdate()
        .skipLocked();
      if (due.length === 0) return [];
      const leasedUntil = new Date(now.getTime() + this.options.leaseMs);
      const claimed = (await OutboxJob.query(trx)
        .patch({ nextAttemptAt: leasedUntil, lastAttemptAt: now, attempts: OutboxJob.raw('attempts + 1') })
        .whereIn(
          'id',
          due.map((j) => j.id),
        )
        .returning('*')) as unknown as OutboxJob[];
      // UPDATE … RETURNING keeps no order: apply in insertion order
      return claimed.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    });
  }

  /**
   * Applies one claimed job: true when it is done, false when it failed, or (it failed because its
   * service is down) when it is tried again and why.
   */
  async apply(job: OutboxJob): Promise<boolean | { until: Date; error: string }> {
    const { db, clock, logger } = this.deps;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for outbox jobs of kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'failed';
      const pace = { ...this.options, ...this.paces.get(job.kind) };
      const delay = backoffMs(job.attempts, pace.backoffBaseMs, pace.backoffMaxMs);
      const next = new Date(clock.now().getTime() + delay);
      await OutboxJob.query(db).patch({ lastError: message, nextAttemptAt: next }).findById(job.id);
      logger?.warn({ outboxJob: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'outbox job failed');
      return err instanceof OutboxServiceUnavailable ? { until: next, error: message } : false;
    }
    await OutboxJob.query(db).patch({ doneAt: clock.now() }).findById(job.id);
    return true;
  }
}
