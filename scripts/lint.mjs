// `npm run lint`: ESLint (eslint.config.mjs) and Prettier (prettier.config.mjs) over the whole tree.
// `npm run lint -- --fix` applies every automatic fix and formats the files.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');
const bin = (name, file) => path.join(repoRoot, 'node_modules', name, file);

function run(title, args) {
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`lint: ${title} failed${fix ? '' : ' (npm run lint -- --fix applies the automatic fixes)'}`);
    process.exit(result.status ?? 1);
  }
}

run('prettier', [bin('prettier', 'bin/prettier.cjs'), fix ? '--write' : '--check', '--log-level', 'warn', '.']);
run('eslint', [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', ...(fix ? ['--fix'] : []), '.']);
console.log('lint: clean');
