// One app factory for the three BFFs: error handler, health, the remote's static files, body parser,
// session, current user, body validation against the BFF's OpenAPI document, then its routers.
import Koa, { type Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { DocumentName } from '@chess-portal/contracts/openapi';
import type { SessionCore } from '../core/core-client';
import { errorHandler } from '../error-handler';
import { notFound } from '../http-error';
import { createLogger, type Logger } from '../logger';
import { serveRemote } from '../remote/serve-remote';
import { currentUser, type CurrentUserOptions } from '../session/current-user';
import { sessionMiddleware } from '../session/session';
import type { BffContextExtras, BffState } from '../session/types';
import { openApiBodyValidator, type FormSchemas } from '../validation/body-validator';
import { assertRoutesDocumented } from './documented-routes';

export type BffApp = Koa<BffState, BffContextExtras>;

export type BffAppOptions = {
  /** e.g. 'bff-player'; also the name of its OpenAPI document */
  name: DocumentName;
  /** the remote this BFF serves under /mfe/<role>/ */
  role: 'player' | 'organizer' | 'admin';
  core: SessionCore;
  sessionKeys: string[];
  distDir: string;
  routers: Router<BffState, BffContextExtras>[];
  logger?: Logger;
  userCache?: CurrentUserOptions;
  /** shared zod form schemas by operation, e.g. `{ 'POST /api/auth/login': loginSchema }` */
  forms?: FormSchemas;
  /** ~2 MB: an organizer uploads a QR image as a data URL */
  jsonLimit?: string;
};

const health: Middleware = async (ctx, next) => {
  if (ctx.path !== '/health' || ctx.method !== 'GET') return next();
  ctx.body = { status: 'ok' };
};

const notFoundJson: Middleware = async () => {
  throw notFound('Not found');
};

export function createBffApp(options: BffAppOptions): BffApp {
  const { name, role, core, sessionKeys, distDir, routers } = options;
  if (!sessionKeys.length) throw new Error('createBffApp needs at least one session key');
  assertRoutesDocumented(name, routers);
  const logger = options.logger ?? createLogger(name);
  const app: BffApp = new Koa<BffState, BffContextExtras>({ proxy: true, maxIpsCount: 1, keys: sessionKeys });

  app.use(errorHandler({ logger }));
  app.use(health);
  app.use(serveRemote({ role, distDir }));
  // DELETE too: SPEC §7 DELETE /api/lichess/swiss/remove-player carries a JSON body
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit ?? '2mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  app.use(sessionMiddleware(app as unknown as Koa, core));
  app.use(currentUser(core, options.userCache));
  app.use(openApiBodyValidator(name, options.forms));
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  app.use(notFoundJson);
  return app;
}
