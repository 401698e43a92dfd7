// bff-organizer process: parse the environment, build the app, listen (port 8082 by default).
import { createLogger, listen } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createOrganizerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
const logger = createLogger('bff-organizer');
const core = createOrganizerCoreClient({ baseUrl: env.coreUrl, serviceToken: env.coreServiceToken });
const app = createApp({ core, sessionKeys: env.sessionKeys, distDir: env.mfeDistDir, logger, publicUrl: env.publicUrl });
listen(app, { port: env.port, name: 'bff-organizer', logger });
