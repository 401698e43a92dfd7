// The edge process: one origin for the browser on EDGE_PORT (default 8080).
import { createLogger, listen, parseEnv } from '@chess-portal/service-kit';
import { createEdge } from './app';
import { edgeConfigFrom, edgeEnvSchema } from './config';

const env = parseEnv(edgeEnvSchema);
const logger = createLogger('edge');
const config = edgeConfigFrom(env);

listen(createEdge(config, { logger }), { port: env.EDGE_PORT, name: 'edge', logger });
logger.info({ bff: config.bff, remotes: config.remotes, shellDistDir: config.shellDistDir }, 'edge configured');
