// bff-organizer process: parse the environment, then start the app the way every BFF starts (service-kit
// startBff); the Lichess OAuth redirect needs the portal's public address.
import { startBff } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createOrganizerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
startBff({
  name: 'bff-organizer',
  env,
  createCore: createOrganizerCoreClient,
  createApp: (deps) => createApp({ ...deps, publicUrl: env.publicUrl }),
});
