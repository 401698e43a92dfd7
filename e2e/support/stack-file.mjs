import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the running stack's addresses for the journeys. */
export const stackFile = path.join(os.tmpdir(), `csa-e2e-stack-${process.env.USER ?? 'user'}.json`);
