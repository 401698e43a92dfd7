// Pact stage of `npm test`: consumer tests (src/**/*.pact.test.ts) write contracts/pacts/*.json,
// then provider verifications (test/pact/provider.pact.test.ts) replay them. scripts/test.mjs runs
// the two groups in that order: `--testPathPatterns src/` first, then `--testPathPatterns test/pact/`.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .filter((w) => w !== 'e2e')
    .filter((w) => existsSync(path.join(__dirname, w, 'jest.config.js')))
    .map((w) => {
      const base = require(path.join(__dirname, w, 'jest.config.js'));
      return {
        ...base,
        testMatch: ['<rootDir>/**/*.pact.test.ts'],
        testPathIgnorePatterns: ['/node_modules/', '/dist/'],
        testTimeout: 60000,
        setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), path.join(__dirname, 'jest.pact.setup.js')],
        globals: { ...base.globals, __PROJECT_TEST_TIMEOUT__: 60000 },
      };
    }),
};
