import { rmSync } from 'node:fs';
import { stackFile } from './stack-file.mjs';

export default async function globalTeardown() {
  await globalThis.__CSA_STACK__?.stop();
  rmSync(stackFile, { force: true });
}
