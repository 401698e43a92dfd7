// `npm run demo-clock -- <what>`: moves the clock of a portal started with `npm start -- --demo-clock`, so a
// trainer or an evaluating organizer can see what only time brings: a join window closing, a tournament
// going live, a commission falling overdue. It calls core's test control (/_test, mounted only with
// CORE_TEST_CONTROL=true, which core refuses in production) with the local service token.
//
//   npm run demo-clock                      where the clock is
//   npm run demo-clock -- +6d               move it 6 days on (also +3h, +45m, -1d)
//   npm run demo-clock -- 2026-12-10T10:00Z set it to an instant
//   npm run demo-clock -- reset             back to real time
//   npm run demo-clock -- jobs              the scheduled jobs
//   npm run demo-clock -- run <job>         run one now, on the moved clock (e.g. commissions.overdue)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The request a command means: { method, path, body? }, or an Error with the usage line. */
export function requestFor(args, now) {
  const [what = 'show', name] = args;
  if (what === 'show') return { method: 'GET', path: '/_test/clock' };
  if (what === 'reset') return { method: 'DELETE', path: '/_test/clock' };
  if (what === 'jobs') return { method: 'GET', path: '/_test/jobs' };
  if (what === 'run') {
    if (!name)
      return new Error('say which job: npm run demo-clock -- run <job> (npm run demo-clock -- jobs lists them)');
    return { method: 'POST', path: `/_test/jobs/${encodeURIComponent(name)}/run` };
  }
  const shift = /^([+-])(\d+)([mhd])$/.exec(what);
  if (shift) {
    const ms = Number(shift[2]) * UNITS[shift[3]] * (shift[1] === '-' ? -1 : 1);
    return { method: 'PUT', path: '/_test/clock', body: { now: new Date(now.getTime() + ms).toISOString() } };
  }
  const at = new Date(what);
  if (!Number.isNaN(at.getTime()) && /^\d{4}-\d\d-\d\d/.test(what))
    return { method: 'PUT', path: '/_test/clock', body: { now: at.toISOString() } };
  return new Error(`"${what}" is not a command: use +6d, -3h, +45m, an ISO date-time, reset, jobs or run <job>`);
}

async function main() {
  const secretsFile = path.join(repoRoot, '.data', 'local-secrets.json');
  if (!existsSync(secretsFile)) throw new Error('no local portal here: start it with npm start -- --demo-clock');
  const { coreServiceToken } = JSON.parse(readFileSync(secretsFile, 'utf8'));
  const core = `http://127.0.0.1:${process.env.CORE_PORT || 8090}`;
  const call = async ({ method, path: p, body }) => {
    const res = await fetch(`${core}${p}`, {
      method,
      headers: { Authorization: `Bearer ${coreServiceToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => {
      throw new Error(`core does not answer on ${core}: is the portal running (npm start -- --demo-clock)?`);
    });
    if (res.status === 404 && p.startsWith('/_test/clock'))
      throw new Error('the demo clock is off: start the portal with npm start -- --demo-clock');
    const answer = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(answer.message ?? `core answered ${res.status}`);
    return answer;
  };
  const current = await call({ method: 'GET', path: '/_test/clock' });
  const request = requestFor(process.argv.slice(2), new Date(current.now));
  if (request instanceof Error) throw request;
  const answer = request.path === '/_test/clock' && request.method === 'GET' ? current : await call(request);
  if (answer.now) console.log(`demo clock: ${answer.now}`);
  else if (answer.jobs) console.log(`jobs: ${answer.jobs.join(', ')}`);
  else console.log(JSON.stringify(answer));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`demo-clock: ${err.message}`);
    process.exit(1);
  });
}
