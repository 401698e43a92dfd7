// The fuzz stage (`npm test -- fuzz`): the whole portal started once like the journeys do
// (../support/global-setup.mjs, on E2E_PORT_BASE), then portal.fuzz.ts. The generator's own unit
// tests (*.test.ts here) run with the unit stage (jest.unit.config.js).
const base = require('../../jest.base').workspaceJestConfig(__dirname, { testTimeout: 20 * 60 * 1000 });

module.exports = {
  ...base,
  displayName: 'fuzz-run',
  testMatch: ['<rootDir>/*.fuzz.ts'],
  transform: { '^.+\\.tsx?$': base.transform['^.+\\.(t|j)sx?$'] },
  globalSetup: '<rootDir>/../support/global-setup.mjs',
  globalTeardown: '<rootDir>/../support/global-teardown.mjs',
  maxWorkers: 1,
};
