// bff-player process: parse the environment, then start the app the way every BFF starts (service-kit startBff).
import { startBff } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createPlayerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
// the Lichess sign-in's redirect URL is PUBLIC_URL/api/auth/lichess/callback
startBff({
  name: 'bff-player',
  env,
  createCore: createPlayerCoreClient,
  createApp: (deps) => createApp({ ...deps, publicUrl: env.publicUrl }),
});
