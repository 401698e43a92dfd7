// bff-admin's app: never listens, so tests build it with any core (real or stub).
import { commissionAdjustmentSchema } from '@chess-portal/contracts';
import {
  createBffApp,
  eventStreamRouter,
  EVENT_STREAM_PATHS,
  type BffApp,
  type BffHealth,
  type BffSecurity,
  type CurrentUserOptions,
  type Logger,
} from '@chess-portal/service-kit';
import type { AdminCore } from './clients/core-client';
import { applicationsRouter } from './routes/applications/router';
import { auditLogRouter } from './routes/audit-log/router';
import { outboxRouter } from './routes/outbox/router';
import { commissionsRouter, transactionIdsRouter } from './routes/commissions/router';
import { globalSettingsRouter } from './routes/global-settings/router';
import { outstandingPayoutsRouter, statsRouter } from './routes/stats/router';
import { usersRouter } from './routes/users/router';

export type AppDeps = {
  core: AdminCore;
  sessionKeys: string[];
  distDir: string;
  logger?: Logger;
  userCache?: CurrentUserOptions;
  /** from the environment (bffSecurityOf); tests get the development defaults */
  security?: BffSecurity;
  health?: BffHealth;
};

export function createApp(deps: AppDeps): BffApp {
  return createBffApp({
    name: 'bff-admin',
    role: 'admin',
    core: deps.core,
    sessionKeys: deps.sessionKeys,
    distDir: deps.distDir,
    logger: deps.logger,
    userCache: deps.userCache,
    security: deps.security,
    health: deps.health,
    forms: { 'POST /api/admin/commissions/{id}/adjustments': commissionAdjustmentSchema },
    routers: [
      statsRouter(deps.core),
      outstandingPayoutsRouter(deps.core),
      usersRouter(deps.core),
      applicationsRouter(deps.core),
      commissionsRouter(deps.core),
      transactionIdsRouter(deps.core),
      globalSettingsRouter(deps.core),
      auditLogRouter(deps.core),
      outboxRouter(deps.core),
      // the admin's live-update stream (docs/architecture.md "Push, not poll")
      ...(deps.core.eventHub
        ? [eventStreamRouter(deps.core.eventHub, EVENT_STREAM_PATHS.admin, { roles: ['admin'] })]
        : []),
    ],
  });
}
