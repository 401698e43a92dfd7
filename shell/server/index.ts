// The edge process: one origin for the browser on EDGE_PORT (default 8080).
import { compileTrust, createDrain, createLogger, listen, parseEnv } from '@chess-portal/service-kit';
import { createEdge } from './app';
import { EDGE_TIMEOUTS, edgeConfigFrom, edgeEnvSchema } from './config';
import { limitConnectionsPerAddress } from './connection-limit';

const env = parseEnv(edgeEnvSchema);
const logger = createLogger('edge');
const config = edgeConfigFrom(env);
const drain = createDrain();

const server = listen(createEdge(config, { logger, drain }), {
  port: env.EDGE_PORT,
  host: config.host,
  name: 'edge',
  logger,
  drain,
  timeouts: EDGE_TIMEOUTS,
});
const trust = compileTrust(config.trustedProxies);
limitConnectionsPerAddress(server, { max: config.maxConnectionsPerIp, isTrusted: (address) => trust(address, 0), logger });
logger.info({ bff: config.bff, remotes: config.remotes, shellDistDir: config.shellDistDir }, 'edge configured');
