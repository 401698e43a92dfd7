// `npm test`: the whole suite, in stages that stop at the first failure:
//   lint    Prettier and ESLint over the whole tree (scripts/lint.mjs)
//   types   tsc over every workspace (generated contract types are checked by the contracts tests)
//   unit    every workspace's jest tests (services over HTTP on PGlite, components in jsdom), the root
//           scripts' tests, and the deployment checks (deploy/: docker-compose.yml, Kubernetes overlays,
//           `npm ci` accepting the lock file, each Dockerfile's build stage run without Docker)
//   pact    consumer tests write contracts/pacts/*.json, then providers verify them
//   e2e     builds the browser apps if stale, starts the whole portal, runs the journeys in Chromium
//   replicas  two cores and two bff-player instances on one real PostgreSQL (npm start's embedded one,
//           supervised) behind the edge: shared sessions, rate limits and data, jobs once per tick, a
//           core and a BFF killed under load, the database and a core killed during a burst of writes
//   fuzz    starts the whole portal again and sends 10,000+ generated requests (e2e/fuzz/): fails on
//           any 5xx, a connection error (no answer within 10 s) or an answer over the latency limit:
//           3 × the run's slowest calibration sign-in (a password hash, CPU-bound by design), never
//           below 2 s, so a busy machine is not a hang (FUZZ_SEED, FUZZ_REQUESTS)
// `npm test -- unit pact` runs only the named stages.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrowserApps } from './build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };

function run(title, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Debian packages a stage needs: the deployment tests (unit) drive kubectl and docker-compose, the journeys
 * Chromium. Installed when we are root with apt, else one clear line. */
const systemPackages = {
  unit: [
    ['kubectl', '/usr/bin/kubectl'],
    ['docker-compose', '/usr/bin/docker-compose'],
  ],
  e2e: [['chromium', '/usr/bin/chromium']],
};

function ensureSystemPackages(stage) {
  const needed = systemPackages[stage].filter(([, bin]) => !existsSync(bin));
  if (!needed.length) return;
  const names = needed.map(([name]) => name).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    const how = `run "sudo apt-get install -y ${names}" and try again`;
    console.error(`npm test: the ${stage} stage needs Debian packages: ${how}.`);
    process.exit(1);
  }
  console.log(`Installing Debian packages for the ${stage} stage: ${names}`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...needed.map(([name]) => name)], { stdio: 'inherit' });
  if (update.status !== 0 || install.status !== 0) {
    console.error(`npm test: could not install ${names}; run "apt-get install -y ${names}" and try again.`);
    process.exit(1);
  }
}

const stages = {
  // first: style and shape (eslint.config.mjs, prettier.config.mjs); `npm run lint -- --fix` mends
  lint: () => run('lint', [path.join(repoRoot, 'scripts/lint.mjs')]),
  types: () => run('types', [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']),
  unit: () => {
    ensureSystemPackages('unit');
    run('unit and service tests', [jestBin, '--ci']);
  },
  pact: () => {
    // in band: Pact's native mock servers share one process-wide runtime, and parallel workers under
    // load have dropped an interaction
    run('pact consumers', [jestBin, '--ci', '--runInBand', '-c', 'jest.pact.config.js', '--testPathPatterns', '/src/']);
    run('pact providers', [
      jestBin,
      '--ci',
      '--runInBand',
      '-c',
      'jest.pact.config.js',
      '--testPathPatterns',
      '/test/pact/',
    ]);
  },
  e2e: () => {
    ensureSystemPackages('e2e');
    console.log('\n=== build browser apps ===');
    buildBrowserApps();
    run('browser journeys', [jestBin, '--ci', '-c', 'e2e/jest.config.js', '--runInBand']);
  },
  replicas: () => {
    run('replicas on PostgreSQL', [jestBin, '--ci', '-c', 'e2e/replicas/jest.config.js', '--runInBand']);
  },
  // the stack starts without the built browser apps (the edge and the BFFs serve them, but their
  // health checks do not need them), so the fuzz stage builds nothing; jest's global setup and
  // teardown start and stop the stack, on failure too
  fuzz: () => run('fuzz', [jestBin, '--ci', '-c', 'e2e/fuzz/jest.config.js', '--runInBand']),
};

const wanted = process.argv.slice(2).filter((a) => a in stages);
for (const name of wanted.length ? wanted : Object.keys(stages)) stages[name]();
console.log('\nAll test stages passed.');
