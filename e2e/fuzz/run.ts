// The fuzz run: sets up fixtures, sends the generated requests (8 in flight), and reports every
// 5xx, every connection error (no answer within the client's 10 s is one) and every answer over the
// latency limit with a curl reproducer. The limit catches a hang, not a busy CPU: the run's slowest
// calibration answer (a password hash) scales it, never below 2 s (latency.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFixtures } from './fixtures';
import { createGenerator } from './generate';
import { createClient, type Answer } from './http';
import { CALIBRATE_EVERY, latencyLimit, SLOW_FLOOR_MS, tooSlow, type LatencyLimit } from './latency';
import { loadOperations } from './operations';
import { finalize, needsBodyFile, toCurl, type FuzzRequest, type WireRequest } from './request';

export const DEFAULT_SEED = 20250213;
export const DEFAULT_REQUESTS = 10_000;

export type RunOptions = {
  baseUrl: string;
  /** the Lichess sandbox, for fixtures that sign in with Lichess */
  sandboxUrl: string;
  seed?: number;
  requests?: number;
  concurrency?: number;
  /** where bodies too large or binary for a command line are written */
  outDir?: string;
  log?: (line: string) => void;
};

export type Failure = {
  index: number;
  op: string;
  role: string;
  mutation: string;
  reason: string;
  status: number;
  ms: number;
  curl: string;
  body: string;
};

export type Report = {
  seed: number;
  requests: number;
  fixtureCalls: number;
  seconds: number;
  failures: Failure[];
  byStatus: Map<string, number>;
  byOperation: Map<string, Map<string, number>>;
  byMutation: Map<string, number>;
  retried: number;
  renewed: string[];
  /** the machine's 1-minute load average at the start and the end (slow answers on a busy machine) */
  load: [number, number];
  slowest: Array<{ ms: number; label: string }>;
  /** the latency limit the answers were judged by (set at the end of the run) */
  latency: LatencyLimit;
};

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Node's default limit on a request's line and headers (the edge sets none of its own). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * A request whose line and headers exceed Node's limit is refused with 431 and the connection is
 * closed at once; when the client is still sending, the close arrives as a reset instead of the
 * 431 (TCP), so a reset is an accepted answer for those requests only.
 */
export function oversized(wire: WireRequest): boolean {
  return (
    wire.path.length + Object.entries(wire.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) >
    MAX_HEADER_BYTES
  );
}

function reasonOf(answer: Answer, wire: WireRequest): string | undefined {
  if (answer.error && oversized(wire) && /ECONNRESET|EPIPE/.test(answer.error)) return undefined;
  if (answer.error) return `connection error: ${answer.error}`;
  if (answer.status >= 500) return `${answer.status}`;
  return undefined;
}

export async function runFuzz(options: RunOptions): Promise<Report> {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.requests ?? DEFAULT_REQUESTS;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const outDir = options.outDir ?? path.join(os.tmpdir(), `csa-fuzz-${seed}`);
  mkdirSync(outDir, { recursive: true });
  const origin = new URL(options.baseUrl).origin;
  const client = createClient(options.baseUrl);
  const fixtures = createFixtures(client, origin, Date.now().toString(36).slice(-4), options.sandboxUrl);
  const started = Date.now();
  const report: Report = {
    seed,
    requests: 0,
    fixtureCalls: 0,
    seconds: 0,
    failures: [],
    byStatus: new Map(),
    byOperation: new Map(),
    byMutation: new Map(),
    retried: 0,
    renewed: [],
    slowest: [],
    load: [os.loadavg()[0], 0],
    latency: latencyLimit([]),
  };
  // answers over the idle machine's limit: judged at the end, by the limit the whole run's calibration sets
  const slowAnswers: Failure[] = [];
  const calibrations: Array<Promise<void>> = [];
  try {
    const pools = await fixtures.setup();
    log(
      `fuzz: seed ${seed}, ${total} requests against ${options.baseUrl}; pools: ${Object.entries(pools)
        .map(([k, v]) => `${k} ${v.length}`)
        .join(', ')}`,
    );
    const generator = createGenerator({ seed, ops: loadOperations(), pools, origin });
    let issued = 0;
    let sinceCheck = 0;
    let check: Promise<void> | undefined;

    const sendOne = async (req: FuzzRequest) => {
      let cookie: string | undefined;
      let freshId = '';
      try {
        cookie = await fixtures.cookieFor(req.role, req.session);
        if (req.fresh) freshId = await fixtures.fresh(req.fresh);
      } catch (err) {
        // the fixture call is a plain valid request: its failure is a finding too
        const reason = `fixture for the request failed: ${(err as Error).message}`;
        const failure = {
          index: req.index,
          op: req.op.key,
          role: req.role,
          mutation: req.mutation,
          reason,
          status: 0,
          ms: 0,
        };
        report.requests++;
        report.failures.push({ ...failure, curl: '(see the reason)', body: '' });
        return;
      }
      const wire = finalize(req, freshId);
      const answer = await client.send(wire, { cookie, localAddress: '127.0.0.1' });
      record(req, wire, answer, () => {
        const file = path.join(outDir, `request-${req.index}.body`);
        if (needsBodyFile(wire)) writeFileSync(file, wire.body!);
        return toCurl(options.baseUrl, wire, cookie, file);
      });
    };

    const record = (req: FuzzRequest, wire: WireRequest, answer: Answer, curl: () => string) => {
      report.requests++;
      if (answer.retried) report.retried++;
      const status = answer.error ? (oversized(wire) ? 'reset (oversized)' : 'error') : String(answer.status);
      bump(report.byStatus, status);
      bump(report.byMutation, req.mutation.split('+')[0]);
      const perRole = report.byOperation.get(req.op.key) ?? new Map<string, number>();
      report.byOperation.set(req.op.key, bump(perRole, req.role));
      const label = `#${req.index} ${req.method} ${req.op.key} ${req.role} ${req.mutation}`;
      report.slowest.push({ ms: answer.ms, label });
      if (report.slowest.length > 40) report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
      const reason = reasonOf(answer, wire);
      if (!reason && answer.ms <= SLOW_FLOOR_MS) return;
      (reason ? report.failures : slowAnswers).push({
        index: req.index,
        op: req.op.key,
        role: req.role,
        mutation: req.mutation,
        reason: reason ?? 'slow',
        status: answer.status,
        ms: Math.round(answer.ms),
        curl: curl(),
        body: answer.body.slice(0, 200),
      });
    };

    /** A calibration sign-in alongside the traffic (not awaited by the worker: the load stays the same). */
    const calibrate = (index: number) =>
      fixtures.calibrate().catch((err: Error) => {
        report.failures.push({
          index,
          op: 'calibration sign-in',
          role: 'player',
          mutation: 'valid',
          reason: `fixture for the request failed: ${err.message}`,
          status: 0,
          ms: 0,
          curl: '(see the reason)',
          body: '',
        });
      });

    const worker = async () => {
      while (issued < total) {
        if (check) await check;
        issued++;
        if (issued % CALIBRATE_EVERY === 0) calibrations.push(calibrate(issued));
        const req = generator.next();
        await sendOne(req);
        if (++sinceCheck >= 250 && !check) {
          sinceCheck = 0;
          // a session lost to a fuzz request (it should not happen: say so in the summary)
          check = fixtures.renewLostSessions().then((roles) => {
            report.renewed.push(...roles);
            check = undefined;
          });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
    if (check) await check;
    await Promise.all(calibrations);
    report.latency = latencyLimit(fixtures.calibrationMs);
    report.failures.push(...tooSlow(slowAnswers, report.latency));
    report.failures.sort((a, b) => a.index - b.index);
  } finally {
    report.fixtureCalls = fixtures.calls;
    report.seconds = (Date.now() - started) / 1000;
    report.load[1] = os.loadavg()[0];
    report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
    client.close();
  }
  return report;
}
