import pino from 'pino';
import { startSandbox } from './app';
import { loadEnv } from './config/env';

/** `npm start -w @chess-portal/lichess-sandbox`: the offline Lichess on SANDBOX_PORT (8099). */
async function main(): Promise<void> {
  const env = loadEnv(process.env);
  const logger = pino({ level: env.LOG_LEVEL, base: { service: 'lichess-sandbox' } });
  const sandbox = await startSandbox({ port: env.SANDBOX_PORT, host: env.SANDBOX_HOST, fixtures: env.SANDBOX_FIXTURES, logger });
  logger.info({ url: sandbox.url, fixtures: env.SANDBOX_FIXTURES }, 'Lichess sandbox listening');
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    sandbox.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
