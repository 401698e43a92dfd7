// The edge process: one origin for the browser on EDGE_PORT (default 8080); its own metrics for
// Prometheus on EDGE_METRICS_PORT when set (a port the Ingress never routes to).
import {
  collectProcessMetrics,
  compileTrust,
  createDrain,
  createHttpServer,
  createLogger,
  listen,
  metricsRoute,
  parseEnv,
  SHUTDOWN_BUDGETS_MS,
} from '@chess-portal/service-kit';
import Koa from 'koa';
import { createEdge } from './app';
import { EDGE_TIMEOUTS, edgeConfigFrom, edgeEnvSchema } from './config';
import { limitConnectionsPerAddress } from './connection-limit';

const env = parseEnv(edgeEnvSchema);
const logger = createLogger('edge');
collectProcessMetrics('edge');
const config = edgeConfigFrom(env);
const drain = createDrain();

const server = listen(createEdge(config, { logger, drain }), {
  port: env.EDGE_PORT,
  host: config.host,
  name: 'edge',
  logger,
  drain,
  shutdownBudgetMs: SHUTDOWN_BUDGETS_MS.edge,
  timeouts: EDGE_TIMEOUTS,
});
const trust = compileTrust(config.trustedProxies);
limitConnectionsPerAddress(server, {
  max: config.maxConnectionsPerIp,
  isTrusted: (address) => trust(address, 0),
  logger,
});
if (config.metricsPort) {
  const metrics = new Koa().use(metricsRoute());
  const port = config.metricsPort;
  createHttpServer(metrics.callback()).listen(port, config.host, () =>
    logger.info({ port }, 'edge metrics on /metrics'),
  );
}
logger.info({ bff: config.bff, remotes: config.remotes, shellDistDir: config.shellDistDir }, 'edge configured');
