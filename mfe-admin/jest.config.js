const path = require('node:path');

module.exports = require('../jest.base').workspaceJestConfig(__dirname, {
  env: 'jest-fixed-jsdom', // jsdom plus Node's fetch classes (openapi-fetch needs Headers and Response)
  setupFilesAfterEnv: [path.join(__dirname, '../libs/portal-kit/src/testing/jest-setup.ts')],
});
