// Browser journeys across the whole portal: one stack for the run (support/global-setup.mjs), one
// Chromium per test file (support/browser.ts). Run with `npm test -- e2e` (builds what is stale).
const base = require('../jest.base').workspaceJestConfig(__dirname, { testTimeout: 60000 });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/**/*.test.ts'],
  // the replicas tests (replicas/) and the fuzzer (fuzz/) are stages of their own; the fuzzer's unit tests
  // run with the unit stage
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/replicas/', '<rootDir>/fuzz/'],
  transform: { '^.+\\.tsx?$': base.transform['^.+\\.(t|j)sx?$'] },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  maxWorkers: 1,
};
