const path = require('node:path');

module.exports = require('../jest.base').workspaceJestConfig(__dirname, {
  env: 'jsdom',
  setupFilesAfterEnv: [path.join(__dirname, '../libs/portal-kit/src/testing/jest-setup.ts')],
});
