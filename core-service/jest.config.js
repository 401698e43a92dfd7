module.exports = {
  ...require('../jest.base').workspaceJestConfig(__dirname, { env: 'node' }),
  // the migrated PGlite template, built once per run (test/support/global-setup.ts)
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
