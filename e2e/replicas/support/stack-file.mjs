import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the replicas stack's addresses and current process ids (one file per E2E_PORT_BASE). */
export const replicasStackFile = path.join(
  os.tmpdir(),
  `csa-replicas-stack-${process.env.E2E_PORT_BASE ?? 18080}.json`,
);
