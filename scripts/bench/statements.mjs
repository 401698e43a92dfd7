// Statement reconciliation (scripts/bench.mjs): core reads a 10,000-line HDFC CSV and matches it against
// 2,000 pending registrations, in its own process on PGlite (core-service/test/bench/statement-reconcile.ts):
// the time until the statement is read and matched, one read of the reconciliation, core's CPU time and
// its peak memory.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function reconcileStatement({ lines = 10_000, registrations = 2_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'core-service/test/bench/statement-reconcile.ts',
        String(lines),
        String(registrations),
      ],
      // the test database helpers (PGlite, cheap password hashing) run only with NODE_ENV=test
      { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`statement bench exited with ${code}`));
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`statement bench printed no result: ${last.slice(0, 200)}`));
      }
    });
  });
}
