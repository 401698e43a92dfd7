import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves (one file per E2E_PORT_BASE, so parallel runs do not collide) the running stack's addresses for the journeys. */
export const stackFile = path.join(os.tmpdir(), `csa-e2e-stack-${process.env.E2E_PORT_BASE ?? 18080}.json`);
