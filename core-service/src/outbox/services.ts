// The outbox's use cases for core's routes and jobs: run the worker, list jobs, retry one now.
import { badRequest, notFound } from '@chess-portal/service-kit';
import type { Db } from '../db/knex';
import type { Clock } from '../shared/clock';
import { isUuid } from '../shared/http/is-uuid';
import type { OutboxJob } from '../db/models/outbox-job';
import { RETENTION_DEFAULTS, type AppConfig } from '../config/env';
import { countJobs, listJobs, purgeDelivered, retryJobNow, type OutboxState } from './outbox';
import type { OutboxWorker } from './worker';

export type OutboxJobView = {
  id: string;
  kind: string;
  key: string;
  summary: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
};

const STATES: readonly OutboxState[] = ['pending', 'failing', 'done'];
export const OUTBOX_JOB_NOT_FOUND = 'No open outbox job with this id';

const DAY_MS = 86_400_000;

export function createOutboxServices(deps: { db: Db; clock: Clock; config?: AppConfig }, worker: OutboxWorker) {
  const view = (job: OutboxJob): OutboxJobView => ({
    id: job.id,
    kind: job.kind,
    key: job.key,
    summary: worker.describe(job),
    state: job.doneAt ? 'done' : job.lastError ? 'failing' : 'pending',
    attempts: job.attempts,
    nextAttemptAt: job.doneAt ? null : job.nextAttemptAt.toISOString(),
    lastAttemptAt: job.lastAttemptAt?.toISOString() ?? null,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    doneAt: job.doneAt?.toISOString() ?? null,
  });
  return {
    worker,
    run: () => worker.runOnce(),
    /** The retention job: delivered jobs older than OUTBOX_RETENTION_DAYS, at most RETENTION_BATCH a run. */
    async purgeDelivered() {
      const { outboxDays, batch } = deps.config?.retention ?? RETENTION_DEFAULTS;
      const before = new Date(deps.clock.now().getTime() - outboxDays * DAY_MS);
      return { purged: await purgeDelivered(deps.db, before, batch), batch };
    },
    /** `?state=pending|failing|done&kind=&limit=` (default: every state, newest first, 100) */
    async list(query: { state?: unknown; kind?: unknown; limit?: unknown } = {}) {
      const state = query.state === undefined || query.state === '' ? undefined : query.state;
      if (state !== undefined && !STATES.includes(state as OutboxState))
        throw badRequest(`state must be one of: ${STATES.join(', ')}`);
      const limit = query.limit === undefined || query.limit === '' ? 100 : Number(query.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500)
        throw badRequest('limit must be a number from 1 to 500');
      const kind = typeof query.kind === 'string' && query.kind !== '' ? query.kind : undefined;
      const jobs = await listJobs(deps.db, { state: state as OutboxState | undefined, kind, limit });
      return { jobs: jobs.map(view), counts: await countJobs(deps.db) };
    },
    async retryNow(id: string) {
      if (!isUuid(id) || !(await retryJobNow(deps.db, deps.clock, id))) throw notFound(OUTBOX_JOB_NOT_FOUND);
      return { success: true as const, message: 'The job will be tried again at once' };
    },
  };
}
