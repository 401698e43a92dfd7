// The durable outbox: enqueueJob() in the caller's transaction, OutboxWorker to apply the jobs.
export { OutboxJob } from '../db/models/outbox-job';
export {
  countJobs,
  enqueueJob,
  listJobs,
  purgeDelivered,
  retryJobNow,
  type NewOutboxJob,
  type OutboxState,
} from './outbox';
export { createOutboxServices, OUTBOX_JOB_NOT_FOUND, type OutboxJobView } from './services';
export {
  backoffMs,
  OutboxServiceUnavailable,
  OutboxWorker,
  type OutboxHandler,
  type OutboxRunResult,
  type OutboxWorkerOptions,
} from './worker';
