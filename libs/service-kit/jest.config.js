const path = require('node:path');

module.exports = require('../../jest.base').workspaceJestConfig(__dirname, {
  env: 'node',
  setupFiles: [path.join(__dirname, 'jest.silent-logs.js')],
});
