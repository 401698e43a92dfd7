// createApp(deps): the core-service Koa app. It never listens (src/index.ts does), so tests build
// it with an in-memory database and a settable clock.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { createLogger, errorHandler, notFound, openApiBodyValidator } from '@chess-portal/service-kit';
import Koa from 'koa';
import type { AppDeps } from './shared/deps';
import { mapError } from './shared/errors';
import { requireServiceToken } from './shared/middleware/service-token';
import { accountsRouter } from './accounts/routes/accounts/router';
import { adminRouter } from './admin/routes/admin/router';
import { authRouter } from './accounts/routes/auth/router';
import { healthRouter } from './system/routes/health/router';
import { lichessRouter } from './lichess/routes/lichess/router';
import { lichessConnectionRouter } from './lichess/routes/lichess-connection/router';
import { organizerRouter } from './tournaments/routes/organizer/router';
import { registrationsRouter } from './registrations/routes/registrations/router';
import { sessionsRouter } from './accounts/routes/sessions/router';
import { testControlRouter } from './system/routes/test-control/router';
import { testOutboxRouter } from './mail/routes/test-outbox/router';
import { timeRouter } from './system/routes/time/router';
import { tournamentsRouter } from './tournaments/routes/tournaments/router';
import { usersRouter } from './accounts/routes/users/router';

export type { AppDeps } from './shared/deps';

/** Every route that needs the service token. */
function serviceRouter(deps: AppDeps): Router {
  const root = new Router();
  for (const sub of [authRouter(deps), sessionsRouter(deps), usersRouter(deps), tournamentsRouter(deps)]) {
    root.use(sub.routes());
  }
  root.use(organizerRouter(deps).routes(), adminRouter(deps).routes());
  root.use(lichessRouter(deps).routes());
  root.use(lichessConnectionRouter(deps).routes());
  root.use(registrationsRouter(deps).routes(), timeRouter(deps).routes());
  root.use(accountsRouter(deps).routes());
  if (deps.testControl) root.use(testControlRouter(deps.testControl, deps.jobs).routes());
  if (deps.testControl) root.use(testOutboxRouter(deps).routes());
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
  if (ctx.response.is('json')) ctx.set('Content-Type', 'application/json');
};

export function createApp(deps: AppDeps): Koa {
  const logger = deps.logger ?? createLogger('core-service');
  const app = new Koa();
  const health = healthRouter(deps);
  const service = serviceRouter(deps);
  app.use(plainJsonType);
  app.use(errorHandler({ logger, mapError }));
  app.use(jsonNotFound);
  app.use(health.routes());
  app.use(requireServiceToken(deps.config.serviceToken));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '2mb' }));
  app.use(openApiBodyValidator('core'));
  app.use(service.routes());
  app.use(service.allowedMethods({ throw: true }));
  return app;
}
