// Reproducible installs: .ci/run and every Dockerfile install with `npm ci`, which installs exactly what
// package-lock.json pins and refuses a lock file out of step with the package.json files. `npm ci
// --dry-run` makes that check without installing; it runs on a copy of the manifests (the root's, every
// workspace's and the lock file), so the repository's node_modules is left alone.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, runStep } from './docker-build';

const NPM_TIMEOUT_MS = 5 * 60_000; // seconds on an idle machine; generous for a busy one

describe('package-lock.json', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'csa-lockfile-'));
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(repoRoot, file), path.join(dir, file));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'is accepted by npm ci',
    async () => {
      const run = await runStep('npm ci --dry-run --no-audit --no-fund', dir);
      expect([run.code, run.output.slice(-2000)]).toEqual([0, expect.any(String)]);
      expect(run.output).not.toMatch(/npm error/);
    },
    NPM_TIMEOUT_MS,
  );

  it(
    'would be refused once out of step with a package.json (the check above can fail)',
    async () => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      manifest.devDependencies['left-pad'] = '1.3.0';
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
      const run = await runStep('npm ci --dry-run --no-audit --no-fund', dir);
      expect(run.code).not.toBe(0);
      expect(run.output).toMatch(/package\.json and package-lock\.json .* are in sync/);
    },
    NPM_TIMEOUT_MS,
  );
});
