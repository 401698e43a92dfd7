// createApp(deps): the core-service Koa app. It never listens (src/index.ts does), so tests build
// it with an in-memory database and a settable clock. The routers get `services` (createServices,
// built here once unless src/index.ts shares its own with the jobs), never db, clock or config.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import {
  createLogger,
  errorHandler,
  healthRoutes,
  httpMetrics,
  metricsRoute,
  notFound,
  openApiBodyValidator,
  TIMEOUT_BUDGETS_MS,
  traceContext,
  type Drain,
  type ReadinessCheck,
} from '@chess-portal/service-kit';
import Koa from 'koa';
import { createServices, type Services } from './create-services';
import { withLichessDeadline } from './lichess/client';
import { observePool } from './db/pool-metrics';
import type { ServiceDeps } from './service-deps';
import type { JobScheduler } from './jobs/scheduler';
import type { OffsetClock } from './shared/clock';
import { readYourWrites } from './read-model/answer';
import { mapError } from './shared/errors';
import { requireServiceToken } from './shared/http/service-token';
import { accountsRouter } from './accounts/routes/accounts/router';
import { adminRouter } from './admin/routes/admin/router';
import { authRouter } from './accounts/routes/auth/router';
import { lichessRouter } from './lichess/routes/lichess/router';
import { lichessConnectionRouter } from './lichess/routes/lichess-connection/router';
import { rateLimitsRouter } from './limits/routes/rate-limits/router';
import { organizerRouter } from './tournaments/routes/organizer/router';
import { registrationsRouter } from './registrations/routes/registrations/router';
import { sessionsRouter } from './accounts/routes/sessions/router';
import { testControlRouter } from './system/routes/test-control/router';
import { testSettingsRouter } from './admin/routes/test-settings/router';
import { testOutboxRouter } from './mail/routes/test-outbox/router';
import { notificationsRouter } from './notifications/routes/notifications/router';
import { eventsRouter } from './read-model/routes/events/router';
import { outboxRouter } from './outbox/routes/outbox/router';
import { statementsRouter } from './payments/routes/statements/router';
import { organizerRefundsRouter } from './refunds/routes/refunds/router';
import { organizerMoneyRouter } from './money/routes/money/router';
import { adminPayoutsRouter, organizerPayoutsRouter, playerMoneyRouter } from './prizes/routes/payouts/router';
import { timeRouter } from './system/routes/time/router';
import { tournamentsRouter } from './tournaments/routes/tournaments/router';
import { usersRouter } from './accounts/routes/users/router';

/** Every route that needs the service token. */
function serviceRouter(services: Services, deps: AppDeps): Router {
  const root = new Router();
  for (const sub of [
    authRouter(services),
    sessionsRouter(services),
    usersRouter(services),
    tournamentsRouter(services),
  ]) {
    root.use(sub.routes());
  }
  root.use(statementsRouter(services).routes());
  root.use(organizerRouter(services).routes(), adminRouter(services).routes());
  root.use(lichessRouter(services).routes());
  root.use(lichessConnectionRouter(services).routes());
  root.use(registrationsRouter(services).routes(), timeRouter(services).routes());
  root.use(accountsRouter(services).routes(), rateLimitsRouter(services).routes());
  root.use(accountsRouter(services).routes());
  root.use(notificationsRouter(services).routes(), outboxRouter(services).routes());
  root.use(organizerRefundsRouter(services).routes(), organizerPayoutsRouter(services).routes());
  root.use(adminPayoutsRouter(services).routes(), playerMoneyRouter(services).routes());
  root.use(organizerMoneyRouter(services).routes());
  root.use(eventsRouter(services).routes());
  if (deps.testControl) root.use(testControlRouter(deps.testControl, deps.jobs, deps.db).routes());
  if (deps.testControl) root.use(testOutboxRouter(services).routes());
  if (deps.testControl) root.use(testSettingsRouter(services).routes());
  return root;
}

/** An unmatched path answers 404 `{ message }` like every other error. */
const jsonNotFound: Koa.Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 404 && ctx.body == null) throw notFound('Not found');
};

/**
 * JSON answers carry `Content-Type: application/json` (RFC 8259 defines no charset parameter; Koa
 * would add `; charset=utf-8`, which a consumer's Pact regex `^application/json` does not match
 * because pact-rust regex matchers must match the whole header value).
 */
const plainJsonType: Koa.Middleware = async (ctx, next) => {
  await next();
  const type = ctx.response.get('Content-Type');
  // already plain (a read-model view): no MIME parse
  if (type !== 'application/json' && ctx.response.is('json')) ctx.set('Content-Type', 'application/json');
};

/** /readyz: the database answers `select 1`; in a process, the start-up (database wait, migrations) is done. */
function readiness(services: Services, { started }: AppDeps): Record<string, ReadinessCheck> {
  const database: ReadinessCheck = () => services.system.ping();
  if (!started) return { database };
  return {
    database,
    startup: async () => {
      if (!started()) throw new Error('starting');
    },
  };
}

/**
 * Every request gets its deadline (TIMEOUT_BUDGETS_MS.core, below the BFF's wait for core): its Lichess
 * calls wait in their lane and run no longer than that, so core answers before its caller gives up.
 */
const lichessDeadline: Koa.Middleware = (_ctx, next) => withLichessDeadline(Date.now() + TIMEOUT_BUDGETS_MS.core, next);

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

export function createApp(deps: AppDeps): Koa {
  const logger = deps.logger ?? createLogger('core-service');
  const app = new Koa();
  const services = deps.services ?? createServices(deps);
  const service = serviceRouter(services, deps);
  observePool(deps.db); // csa_db_pool_connections on /metrics
  app.use(traceContext());
  app.use(httpMetrics(logger));
  app.use(plainJsonType);
  app.use(errorHandler({ logger, mapError }));
  app.use(jsonNotFound);
  app.use(readYourWrites(services.readModel.versions));
  // no service token: /livez, /readyz (the database answers `select 1`; 503 while draining), /health
  // (its alias, for the BFFs' readiness) and /metrics (Prometheus; core is never exposed publicly)
  app.use(healthRoutes({ drain: deps.drain, checks: readiness(services, deps), timeoutMs: 2000 }));
  app.use(metricsRoute());
  app.use(requireServiceToken(deps.config.serviceToken));
  app.use(lichessDeadline);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '2mb' }));
  app.use(openApiBodyValidator('core'));
  app.use(service.routes());
  app.use(service.allowedMethods({ throw: true }));
  return app;
}
