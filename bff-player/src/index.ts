// bff-player process: parse the environment, then start the app the way every BFF starts (service-kit startBff).
import { startBff } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createPlayerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

startBff({ name: 'bff-player', env: loadEnv(), createCore: createPlayerCoreClient, createApp });
