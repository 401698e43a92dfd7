import { rmSync } from 'node:fs';
import { replicasStackFile } from './stack-file.mjs';

export default async function globalTeardown() {
  const replicas = globalThis.__CSA_REPLICAS__;
  try {
    await replicas?.stack?.stop();
  } finally {
    await replicas?.postgres.stop(); // after the services, as npm start stops it
    rmSync(replicasStackFile, { force: true });
    if (replicas?.databaseDir) rmSync(replicas.databaseDir, { recursive: true, force: true });
    if (replicas?.bundleDir) rmSync(replicas.bundleDir, { recursive: true, force: true });
  }
}
