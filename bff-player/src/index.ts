// bff-player process: parse the environment, build the app, listen (port 8081 by default).
import { bffSecurityOf, createDrain, createLogger, httpCheck, listen } from '@chess-portal/service-kit';
import { createApp } from './app';
import { createPlayerCoreClient } from './clients/core-client';
import { loadEnv } from './config/env';

const env = loadEnv();
const logger = createLogger('bff-player');
const core = createPlayerCoreClient({ baseUrl: env.coreUrl, serviceToken: env.coreServiceToken });
const drain = createDrain();
// ready when core answers its health check; 503 from the start of a shutdown
const health = { drain, checks: { core: httpCheck(`${env.coreUrl}/health`) } };
const app = createApp({
  core,
  sessionKeys: env.sessionKeys,
  distDir: env.mfeDistDir,
  logger,
  security: bffSecurityOf(env),
  health,
  publicUrl: env.publicUrl,
});
listen(app, { port: env.port, host: env.host, name: 'bff-player', logger, drain });
