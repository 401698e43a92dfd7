const path = require('node:path');

// jsdom for the app; the edge server tests (server/*.test.ts) opt into node with a docblock.
module.exports = require('../jest.base').workspaceJestConfig(__dirname, {
  // jest-fixed-jsdom: jsdom plus Node's fetch classes, which React Router's data router needs.
  env: 'jest-fixed-jsdom',
  setupFilesAfterEnv: [path.join(__dirname, 'src/testing/jest-setup.ts')],
});
