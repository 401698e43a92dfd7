import { createLogger, listen } from '@chess-portal/service-kit';
import { createSandbox } from './app';
import { loadEnv, sandboxHost } from './config/env';

/** `npm start -w @chess-portal/lichess-sandbox`: the offline Lichess on SANDBOX_PORT (8099). */
function main(): void {
  const env = loadEnv(process.env);
  const logger = createLogger('lichess-sandbox');
  const { app } = createSandbox({ fixtures: env.SANDBOX_FIXTURES, logger });
  listen(app, { port: env.SANDBOX_PORT, host: sandboxHost(env), name: 'lichess-sandbox', logger });
  logger.info({ fixtures: env.SANDBOX_FIXTURES, url: `http://localhost:${env.SANDBOX_PORT}` }, 'Lichess sandbox ready');
}

main();
