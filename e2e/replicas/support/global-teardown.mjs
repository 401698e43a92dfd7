import { rmSync } from 'node:fs';
import { replicasStackFile } from './stack-file.mjs';

export default async function globalTeardown() {
  const replicas = globalThis.__CSA_REPLICAS__;
  try {
    await replicas?.stack?.stop();
  } finally {
    replicas?.postgres.stop();
    rmSync(replicasStackFile, { force: true });
    if (replicas?.bundleDir) rmSync(replicas.bundleDir, { recursive: true, force: true });
  }
}
