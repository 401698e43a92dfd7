// bff-organizer's app: never listens, so tests build it with any core (real or stub).
import {
  arenaFormSchema,
  commissionPaymentSchema,
  organizerTournamentSchema,
  payoutSentSchema,
  refundSentSchema,
  revokeRegistrationSchema,
  swissFormSchema,
  swissPlayerSchema,
} from '@chess-portal/contracts';
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
import type { OrganizerCore } from './clients/core-client';
import { commissionsRouter } from './routes/commissions/router';
import { moneyRouter } from './routes/money/router';
import { lichessRouter } from './routes/lichess/router';
import { lichessConnectionRouter } from './routes/lichess-connection/router';
import { DEFAULT_PUBLIC_URL } from './config/env';
import { statementsRouter, STATEMENT_UPLOAD_PATH } from './routes/statements/router';
import { organizerTournamentsRouter } from './routes/tournaments/router';

export type AppDeps = {
  core: OrganizerCore;
  sessionKeys: string[];
  distDir: string;
  logger?: Logger;
  userCache?: CurrentUserOptions;
  /** from the environment (bffSecurityOf); tests get the development defaults */
  security?: BffSecurity;
  health?: BffHealth;
  /** PUBLIC_URL: Lichess sends the organizer back to PUBLIC_URL/api/lichess/oauth/callback */
  publicUrl?: string;
};

/** product.md §5 forms behind the organizer's calls (the browser parses with the same schemas). */
const forms = {
  'POST /api/organizer/tournaments': organizerTournamentSchema,
  'PUT /api/organizer/tournaments/{id}': organizerTournamentSchema,
  'POST /api/organizer/tournaments/{id}/registrations/{regId}/revoke': revokeRegistrationSchema,
  'POST /api/organizer/commissions/{id}/pay': commissionPaymentSchema,
  'POST /api/organizer/refunds/{id}/sent': refundSentSchema,
  'POST /api/organizer/payouts/{id}/sent': payoutSentSchema,
  'POST /api/lichess/arena/create': arenaFormSchema,
  'POST /api/lichess/swiss/create': swissFormSchema,
  'POST /api/lichess/swiss/add-player': swissPlayerSchema,
  'DELETE /api/lichess/swiss/remove-player': swissPlayerSchema,
};

export function createApp(deps: AppDeps): BffApp {
  return createBffApp({
    name: 'bff-organizer',
    role: 'organizer',
    core: deps.core,
    sessionKeys: deps.sessionKeys,
    distDir: deps.distDir,
    logger: deps.logger,
    userCache: deps.userCache,
    security: deps.security,
    health: deps.health,
    forms,
    // the statement upload is the file itself (CSRF: same-origin still required; not a CORS-safelisted type)
    rawBodyPaths: [STATEMENT_UPLOAD_PATH],
    routers: [
      organizerTournamentsRouter(deps.core),
      commissionsRouter(deps.core),
      statementsRouter(deps.core),
      moneyRouter(deps.core),
      lichessRouter(deps.core),
      lichessConnectionRouter(deps.core, deps.publicUrl ?? DEFAULT_PUBLIC_URL, deps.logger),
      // the organizer's live-update stream (docs/architecture.md "Push, not poll")
      ...(deps.core.eventHub
        ? [eventStreamRouter(deps.core.eventHub, EVENT_STREAM_PATHS.organizer, { roles: ['organizer'] })]
        : []),
    ],
  });
}
