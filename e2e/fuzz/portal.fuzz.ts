// `npm test -- fuzz`: every operation of the three BFF documents, valid and mutated, for each role,
// against the whole portal (started by ../support/global-setup.mjs). Fails on any 5xx, any connection
// error (no answer within 10 s is one) and any answer over the latency limit, printing a curl
// reproducer of each. The limit catches a hang, not a busy CPU: 3 × the slowest password hash
// measured in the same run (calibration sign-ins), never below 2 s (latency.ts).
// FUZZ_SEED and FUZZ_REQUESTS override the seed and the number of requests.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REQUESTS, DEFAULT_SEED, runFuzz } from './run';
import { formatReport } from './summary';

const stackFile = path.join(os.tmpdir(), `csa-e2e-stack-${process.env.E2E_PORT_BASE ?? 18080}.json`);
const numberFrom = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) ? Number(value) : fallback;

test('the portal answers every generated request without a 5xx, a connection error or a hang', async () => {
  const { baseUrl, sandboxUrl } = JSON.parse(readFileSync(stackFile, 'utf8')) as {
    baseUrl: string;
    sandboxUrl: string;
  };
  // Lichess's tournament-creation and join budgets (the sandbox enforces them like Lichess): 10,000
  // requests spend them in a minute, and core then rightly answers 503 "Lichess is rate-limiting us"
  // for every Lichess call. Off for this load-style run, as the sandbox offers.
  const limits = await fetch(`${sandboxUrl}/_sandbox/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ limits: false }),
  });
  expect(limits.status).toBe(200);
  const seed = numberFrom(process.env.FUZZ_SEED, DEFAULT_SEED);
  const outDir = path.join(os.tmpdir(), `csa-fuzz-${seed}`);
  const report = await runFuzz({
    baseUrl,
    sandboxUrl,
    seed,
    requests: numberFrom(process.env.FUZZ_REQUESTS, DEFAULT_REQUESTS),
    outDir,
  });
  const text = formatReport(report);
  writeFileSync(path.join(outDir, 'report.txt'), text);
  process.stdout.write(`${text}\n(report also in ${path.join(outDir, 'report.txt')})\n`);
  expect(report.requests).toBeGreaterThanOrEqual(numberFrom(process.env.FUZZ_REQUESTS, DEFAULT_REQUESTS));
  if (report.failures.length) throw new Error(`${report.failures.length} failing requests (see the report above)`);
});
