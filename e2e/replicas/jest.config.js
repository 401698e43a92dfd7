// `npm test -- replicas`: several instances of core and bff-player on one real PostgreSQL behind the
// edge (support/global-setup.mjs), checked over HTTP; last, the database and a core killed during a
// burst of writes (crash.test.ts). Not part of the unit or e2e stages.
const base = require('../../jest.base').workspaceJestConfig(__dirname, { testTimeout: 60000 });

module.exports = {
  ...base,
  displayName: 'replicas',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': base.transform['^.+\\.(t|j)sx?$'] },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testSequencer: '<rootDir>/support/sequencer.js',
  maxWorkers: 1,
};
