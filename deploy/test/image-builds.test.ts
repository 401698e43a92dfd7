// The Dockerfiles' build stages, run the way `docker build` runs them (there is no Docker engine here):
// the build context (the repository minus .dockerignore) is copied to a temporary folder standing for
// /app, and each RUN command runs there with /bin/sh -c (docker-build.ts). Every build stage starts with
// the same `COPY . .` and `npm ci`, so those run once; then each Dockerfile's own steps (the browser app
// it serves, its server bundle) run on that install, after the previous Dockerfile's outputs are
// removed, and everything its runtime stage copies from the build stage must be there.
// Minutes, not seconds (an install and four webpack builds): each step has a generous timeout.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  andList,
  contextFiles,
  copyFiles,
  dockerignore,
  parseDockerfile,
  repoRoot,
  runStep,
  stage,
} from './docker-build';

const STEP_TIMEOUT_MS = 15 * 60_000;
const dockerfiles = ['core-service', 'bff-player', 'bff-organizer', 'bff-admin', 'shell', 'lichess-sandbox'];
const COPY_CONTEXT = 'COPY . .';

type Build = { dockerfile: string; steps: string[]; fromBuild: string[] };

/** The build stage as steps (`COPY . .`, then each part of each RUN), and what the runtime stage copies from it. */
function buildOf(dockerfile: string): Build {
  const instructions = parseDockerfile(readFileSync(path.join(repoRoot, dockerfile, 'Dockerfile'), 'utf8'));
  const steps: string[] = [];
  for (const { keyword, args } of stage(instructions, 'build').slice(1)) {
    if (keyword === 'WORKDIR' && args === '/app') continue;
    if (keyword === 'COPY' && args === '. .') steps.push(COPY_CONTEXT);
    else if (keyword === 'RUN' && !args.startsWith('[')) {
      for (const part of andList(args)) {
        // each part runs in its own shell below: state carried from one to the next would be lost
        if (/^(cd|export|set|source|\.)\s/.test(part)) throw new Error(`${dockerfile}: "${part}" needs one shell`);
        steps.push(part);
      }
    } else throw new Error(`${dockerfile}/Dockerfile: "${keyword} ${args}" in the build stage is not reproduced here`);
  }
  const runtime = instructions.slice(instructions.findLastIndex((i) => i.keyword === 'FROM'));
  const fromBuild = runtime
    .filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from=build '))
    .map((i) => /^--from=build \/app\/(\S+) /.exec(i.args)![1]);
  return { dockerfile, steps, fromBuild };
}

/** Folders named dist outside node_modules (build outputs: .dockerignore keeps them out of the context). */
function distFolders(dir: string, rel = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '.git') continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.name === 'dist') found.push(child);
    else found.push(...distFolders(dir, child));
  }
  return found;
}

async function run(step: string, cwd: string): Promise<void> {
  const result = await runStep(step, cwd);
  if (result.code !== 0)
    throw new Error(`"${step}" failed (exit ${result.code}) after ${result.seconds} s:\n${result.output.slice(-4000)}`);
}

const builds = dockerfiles.map(buildOf);
// the steps every build stage starts with, done once
const common: string[] = [];
for (const [i, step] of builds[0].steps.entries()) {
  if (!builds.every((b) => b.steps[i] === step)) break;
  common.push(step);
}

describe("the images' build stages", () => {
  let app: string;
  let distAfterInstall: string[] = [];
  beforeAll(() => {
    app = mkdtempSync(path.join(os.tmpdir(), 'csa-image-build-'));
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }), STEP_TIMEOUT_MS);

  it('read .dockerignore as Docker does', () => {
    const ignored = dockerignore('**/node_modules\ndist\n# a comment\ne2e/*.png\n!e2e/keep.png\n');
    expect(['node_modules/x', 'a/b/node_modules/y', 'dist/index.js', 'e2e/shot.png'].map(ignored)).toEqual(
      Array(4).fill(true),
    );
    expect(['a/dist/index.js', 'e2e/keep.png', 'e2e/a/shot.png', 'node_modulesx'].map(ignored)).toEqual(
      Array(4).fill(false),
    );
  });

  it('start alike: the build context copied, then npm ci', () => {
    expect(common[0]).toBe(COPY_CONTEXT);
    expect(common.some((step) => /^npm ci( |$)/.test(step))).toBe(true);
  });

  it(
    `the shared steps succeed: ${common.join(' && ')}`,
    async () => {
      for (const step of common) {
        if (step === COPY_CONTEXT) {
          const files = contextFiles();
          expect(files).toContain('package-lock.json');
          // what .dockerignore leaves out: installs, builds, the Kubernetes secrets, the Lichess spec
          const left = /(^|\/)(node_modules|dist)\/|^deploy\/k8s\/|^lichess-sandbox\/vendor\//;
          expect(files.filter((f) => left.test(f))).toEqual([]);
          copyFiles(files, repoRoot, app);
        } else await run(step, app);
      }
      distAfterInstall = distFolders(app);
    },
    STEP_TIMEOUT_MS,
  );

  it.each(builds)(
    '$dockerfile/Dockerfile: its own steps succeed and make what its runtime stage copies',
    async ({ steps, fromBuild }) => {
      expect(existsSync(path.join(app, 'node_modules'))).toBe(true); // the shared steps ran
      for (const dist of distFolders(app)) {
        if (!distAfterInstall.includes(dist)) rmSync(path.join(app, dist), { recursive: true, force: true });
      }
      for (const step of steps.slice(common.length)) {
        if (step === COPY_CONTEXT) throw new Error('COPY . . after the shared steps is not reproduced here');
        await run(step, app);
      }
      for (const copied of fromBuild) expect([copied, existsSync(path.join(app, copied))]).toEqual([copied, true]);
      const bundle = fromBuild.find((p) => p.startsWith('dist/'));
      expect(bundle && statSync(path.join(app, bundle, 'index.js')).size).toBeGreaterThan(0);
    },
    STEP_TIMEOUT_MS,
  );
});
