// autocannon runs and their rows: requests/s, p50, p99, statuses, errors.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../stack.mjs';

const autocannon = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('autocannon');

export { autocannon };

export function summary(r) {
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses: ['2xx', '3xx', '4xx', '5xx']
      .filter((k) => r[k])
      .map((k) => `${k}:${r[k]}`)
      .join(' '),
    errors: r.errors + r.timeouts,
    failed: r['4xx'] + r['5xx'] + r.errors + r.timeouts,
    total: r.requests.total,
  };
}

/** Warm-up second, then `duration` seconds at `connections`. */
export async function hop(url, { connections, duration, headers = {} }) {
  await autocannon({ url, headers, connections, duration: 1 });
  return summary(await autocannon({ url, headers, connections, duration }));
}

/** The bare server (bare-server.mjs) in its own process, answering `body`. */
export async function startBare(body) {
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(body);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}
