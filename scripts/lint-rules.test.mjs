// The lint stage's shape rules really fire (eslint.config.mjs): an import cycle between .ts modules, and
// an import from a higher core-service layer (core-service/layers.json), each fail ESLint. Run through the
// ESLint command line as `npm test -- lint` runs it, with the repository's own configuration.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

jest.setTimeout(120_000); // ESLint loads the TypeScript resolver: seconds on a busy machine

const root = path.resolve(__dirname, '..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** ESLint's JSON report of `files` (and of `stdin` as `stdinName` when given): rule ids per file. */
function lint(files, stdin, stdinName) {
  const args = [eslintBin, '--format', 'json', '--no-warn-ignored'];
  if (stdin !== undefined) args.push('--stdin', '--stdin-filename', stdinName);
  const result = spawnSync(process.execPath, [...args, ...files], { cwd: root, input: stdin, encoding: 'utf8' });
  const report = JSON.parse(result.stdout);
  return { status: result.status, rules: report.flatMap((f) => f.messages.map((m) => m.ruleId)) };
}

describe('lint shape rules', () => {
  const probeDir = path.join(root, 'scripts', `lint-probe-${process.pid}`);
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it('fails on an import cycle between TypeScript modules', () => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(path.join(probeDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(probeDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const { status, rules } = lint([path.join(probeDir, 'a.ts'), path.join(probeDir, 'b.ts')]);
    expect(status).not.toBe(0);
    expect(rules.filter((r) => r === 'import-x/no-cycle')).toHaveLength(2);
  });

  it('fails on an import from a higher core-service layer, and passes the same import downwards', () => {
    // tournaments sit below registrations: a tournament use case may not reach up into them
    const upward = lint(
      [],
      "import { registrationViews } from '../../registrations/services/organizer-registrations';\nexport const v = registrationViews;\n",
      'core-service/src/tournaments/services/probe.ts',
    );
    expect(upward.status).not.toBe(0);
    expect(upward.rules).toEqual(['import-x/no-restricted-paths']);

    const downward = lint(
      [],
      "import { organizerTournamentView } from '../../tournaments/services/tournament-views';\nexport const v = organizerTournamentView;\n",
      'core-service/src/registrations/services/probe.ts',
    );
    expect(downward).toEqual({ status: 0, rules: [] });
  });
});
