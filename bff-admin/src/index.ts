// bff-admin process: parse the environment, then start the app the way every BFF starts (service-kit startBff).
import { startBff } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createAdminCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

startBff({ name: 'bff-admin', env: loadEnv(), createCore: createAdminCoreClient, createApp });
