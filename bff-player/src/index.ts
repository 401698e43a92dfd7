// bff-player process: parse the environment, build the app, listen (port 8081 by default).
import { createLogger, listen } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createPlayerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
const logger = createLogger('bff-player');
const core = createPlayerCoreClient({ baseUrl: env.coreUrl, serviceToken: env.coreServiceToken });
const app = createApp({ core, sessionKeys: env.sessionKeys, distDir: env.mfeDistDir, logger });
listen(app, { port: env.port, name: 'bff-player', logger });
