// The printed report: requests per operation and role, the status histogram, the mutators used,
// the slowest answers, and each failure with its curl reproducer, grouped by likely cause.
import os from 'node:os';
import { describeLimit } from './latency';
import type { Failure, Report } from './run';
import { roles } from './request';

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padLeft = (s: string | number, n: number) => String(s).padStart(n);

/** Failures that look alike: the same reason and the same answer message. */
export function causeOf(f: Failure): string {
  const message = /"message":"([^"]*)"/.exec(f.body)?.[1] ?? f.body.slice(0, 60);
  const reason = f.reason.startsWith('slow') ? 'slow (over the latency limit)' : f.reason;
  return message ? `${reason} | ${message}` : reason;
}

/** The mutators every failure of a group has in common ('valid' when none). */
function commonMutators(list: Failure[]): string {
  const sets = list.map((f) => new Set(f.mutation.split('+')));
  const common = [...sets[0]].filter((m) => sets.every((s) => s.has(m)));
  return common.length ? common.join(' + ') : 'none in common';
}

export function formatReport(report: Report, seed = report.seed): string {
  const lines: string[] = [];
  lines.push(
    '',
    `=== fuzz: ${report.requests} requests (+${report.fixtureCalls} fixture calls) in ${report.seconds.toFixed(0)} s, seed ${seed} ===`,
  );
  lines.push('', `${pad('operation', 52)}${roles.map((r) => padLeft(r, 10)).join('')}`);
  for (const [op, perRole] of [...report.byOperation].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${pad(op, 52)}${roles.map((r) => padLeft(perRole.get(r) ?? 0, 10)).join('')}`);
  }
  lines.push(
    '',
    `status: ${[...report.byStatus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
  );
  lines.push(
    `first mutator: ${[...report.byMutation]
      .sort(([, a], [, b]) => b - a)
      .map(([m, n]) => `${m} ${n}`)
      .join(', ')}`,
  );
  lines.push(
    `load average (1 min) at start / end: ${report.load.map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
  );
  lines.push(
    `slowest: ${report.slowest
      .slice(0, 5)
      .map((s) => `${Math.round(s.ms)} ms ${s.label}`)
      .join(' | ')}`,
  );
  lines.push(describeLimit(report.latency));
  if (report.retried) lines.push(`retried after our own keep-alive socket was reset: ${report.retried}`);
  if (report.renewed.length) lines.push(`sessions lost during the run and renewed: ${report.renewed.join(', ')}`);
  if (!report.failures.length) {
    lines.push(
      '',
      `fuzz: no 5xx, no answer over the latency limit (${report.latency.limitMs} ms), no connection error.`,
    );
    return lines.join('\n');
  }
  const groups = new Map<string, Failure[]>();
  for (const f of report.failures) groups.set(causeOf(f), [...(groups.get(causeOf(f)) ?? []), f]);
  lines.push('', `=== ${report.failures.length} failures, ${groups.size} distinct (reason | answer) ===`);
  for (const [cause, list] of [...groups].sort(([, a], [, b]) => b.length - a.length)) {
    const ops = new Set(list.map((f) => f.op));
    lines.push('', `[${list.length}×] ${cause}`, `  mutators in every one: ${commonMutators(list)}`);
    lines.push(`  operations (${ops.size}): ${[...ops].slice(0, 8).join(', ')}${ops.size > 8 ? ', …' : ''}`);
    lines.push(
      `  e.g. #${list[0].index} ${list[0].op} as ${list[0].role}, ${list[0].mutation}, ${list[0].ms} ms:`,
      `  ${list[0].curl}`,
    );
  }
  lines.push('', '=== every failure (request #, operation, role, mutators, reason, ms) and its reproducer ===');
  for (const f of report.failures)
    lines.push(`#${f.index} ${f.op} ${f.role} ${f.mutation}: ${f.reason} (${f.ms} ms)`, `  ${f.curl}`);
  lines.push('', `Replay the whole run: FUZZ_SEED=${seed} FUZZ_REQUESTS=${report.requests} npm test -- fuzz`);
  return lines.join('\n');
}
