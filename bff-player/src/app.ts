// bff-player's app: never listens, so tests build it with any core (real or stub).
import { joinSchema, legacyTournamentSchema, loginSchema } from '@chess-portal/contracts';
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
import type { PlayerCore } from './clients/core-client';
import { accountForms } from './routes/accounts/forms';
import { accountsRouter } from './routes/accounts/router';
import { authRouter } from './routes/auth/router';
import { legacyTournamentsRouter } from './routes/legacy-tournaments/router';
import { lichessIdentityRouter } from './routes/lichess-identity/router';
import { notificationsRouter } from './routes/notifications/router';
import { timeRouter } from './routes/time/router';
import { tournamentsRouter } from './routes/tournaments/router';
import { playerMoneyRouter, registrationsRouter, userRouter } from './routes/user/router';
import { createAccountLimiter, type AccountLimits } from './services/account-limits';
import { createLoginLimiter, type LoginLimits } from './services/login-rate-limit';

export type AppDeps = {
  core: PlayerCore;
  sessionKeys: string[];
  distDir: string;
  logger?: Logger;
  /** the budgets counted in core (tests pass small ones) */
  loginLimits?: LoginLimits;
  accountLimits?: AccountLimits;
  userCache?: CurrentUserOptions;
  /** from the environment (bffSecurityOf); tests get the development defaults */
  security?: BffSecurity;
  health?: BffHealth;
  /** PUBLIC_URL: the Lichess sign-in's redirect URL is PUBLIC_URL/api/auth/lichess/callback */
  publicUrl?: string;
};

export function createApp(deps: AppDeps): BffApp {
  const loginLimiter = createLoginLimiter(deps.core, deps.loginLimits);
  const accountLimiter = createAccountLimiter(deps.core, deps.accountLimits);
  return createBffApp({
    name: 'bff-player',
    role: 'player',
    core: deps.core,
    sessionKeys: deps.sessionKeys,
    distDir: deps.distDir,
    logger: deps.logger,
    userCache: deps.userCache,
    security: deps.security,
    health: deps.health,
    forms: {
      ...accountForms,
      'POST /api/auth/login': loginSchema,
      'POST /api/tournaments/{id}/join': joinSchema,
      'POST /api/tournaments': legacyTournamentSchema,
    },
    routers: [
      authRouter(deps.core, loginLimiter),
      accountsRouter(deps.core, accountLimiter),
      lichessIdentityRouter(deps.core, deps.publicUrl, deps.logger),
      tournamentsRouter(deps.core),
      userRouter(deps.core),
      registrationsRouter(deps.core),
      playerMoneyRouter(deps.core),
      timeRouter(deps.core),
      legacyTournamentsRouter(deps.core),
      notificationsRouter(deps.core),
      // players only: an organizer's and an admin's stream come from their own BFF (/api/organizer/events, /api/admin/events)
      ...(deps.core.eventHub
        ? [eventStreamRouter(deps.core.eventHub, EVENT_STREAM_PATHS.player, { roles: ['player'] })]
        : []),
    ],
  });
}
