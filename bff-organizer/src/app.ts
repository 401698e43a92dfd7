// bff-organizer's app: never listens, so tests build it with any core (real or stub).
import { createBffApp, type BffApp, type CurrentUserOptions, type Logger } from '@chess-portal/service-kit';
import type { OrganizerCore } from './clients/core-client';
import { organizerTournamentsRouter } from './routes/tournaments/router';

export type AppDeps = {
  core: OrganizerCore;
  sessionKeys: string[];
  distDir: string;
  logger?: Logger;
  userCache?: CurrentUserOptions;
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
    routers: [organizerTournamentsRouter(deps.core)],
  });
}
