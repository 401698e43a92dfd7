// How dependencies reach code, the one way: src/index.ts (or a test) builds ServiceDeps once;
// createServices(deps) (src/create-services.ts) binds them into every domain's use cases; createApp
// hands the resulting `services` to the routers and src/jobs to the jobs. Routers and jobs never see
// db, clock or config. Inside a domain a use case takes `deps: ServiceDeps` (or a Pick of it) first;
// a query helper that must join the caller's transaction takes an `Executor` (db/knex.ts) instead.
import type { Logger } from '@chess-portal/service-kit';
import type { AppConfig } from './config/env';
import type { Db } from './db/knex';
import type { Lichess } from './lichess/client';
import type { Clock } from './shared/clock';

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
