// How dependencies reach code, the one way: src/index.ts (or a test) builds ServiceDeps once;
// createServices(deps) (src/create-services.ts) binds them into every domain's use cases; createApp
// hands the resulting `services` to the routers and src/jobs to the jobs. Routers and jobs never see
// db, clock or config. Inside a domain a use case takes `deps: ServiceDeps` (or a Pick of it) first;
// a query helper that must join the caller's transaction takes an `Executor` (db/knex.ts) instead.
import type { Drain, Logger } from '@chess-portal/service-kit';
import type { AppConfig } from '../config/env';
import type { Services } from '../create-services';
import type { Db } from '../db/knex';
import type { JobScheduler } from '../jobs/scheduler';
import type { Lichess } from '../lichess/client';
import type { Clock, OffsetClock } from './clock';

export type ServiceDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger?: Logger;
  /** core's Lichess client (LICHESS_URL, LICHESS_TEAM_ID, LICHESS_PLATFORM_TOKEN); use cases that need it answer 503 without it. */
  lichess?: Lichess;
  /** Asks the outbox worker to run soon (src/index.ts: once the jobs are started); a committed job is otherwise picked up within 5 s. */
  nudgeOutbox?: () => void;
};

/** What createApp needs; tests build these with an in-memory database and a settable clock. */
export type AppDeps = ServiceDeps & {
  /** built from the other fields when not given (src/index.ts shares one with the jobs) */
  services?: Services;
  /** Mounts the /_test control routes on this clock (CORE_TEST_CONTROL=true; never in production). */
  testControl?: OffsetClock;
  /** The job scheduler; with testControl, POST /_test/jobs/{name}/run runs a job now. */
  jobs?: JobScheduler;
  /** Started on shutdown (src/index.ts): /readyz and /health answer 503 from then on. */
  drain?: Drain;
  /** src/index.ts: false while core waits for the database and migrates (/readyz answers 503 meanwhile) */
  started?: () => boolean;
};
