// bff-admin process: parse the environment, build the app, listen (port 8083 by default).
import { createLogger, listen } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createAdminCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
const logger = createLogger('bff-admin');
const core = createAdminCoreClient({ baseUrl: env.coreUrl, serviceToken: env.coreServiceToken });
const app = createApp({ core, sessionKeys: env.sessionKeys, distDir: env.mfeDistDir, logger });
listen(app, { port: env.port, name: 'bff-admin', logger });
