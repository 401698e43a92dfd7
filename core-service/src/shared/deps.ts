// What createApp needs; tests build these with an in-memory database and a settable clock.
import type { Logger } from '@chess-portal/service-kit';
import type { Clock, OffsetClock } from './clock';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/knex';
import type { JobScheduler } from '../jobs/scheduler';
import type { Lichess } from '../lichess/client';

export type AppDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger?: Logger;
  /** Mounts the /_test control routes on this clock (CORE_TEST_CONTROL=true; never in production). */
  testControl?: OffsetClock;
  /** The job scheduler; with testControl, POST /_test/jobs/{name}/run runs a job now. */
  jobs?: JobScheduler;
  /** core's Lichess client (LICHESS_URL, LICHESS_TEAM_ID, LICHESS_PLATFORM_TOKEN); routes that need it answer 503 without it. */
  lichess?: Lichess;
};
