const path = require('node:path');

const base = require('../jest.base').workspaceJestConfig(__dirname, {
  env: 'node',
  setupFiles: [path.join(__dirname, '../libs/service-kit/jest.silent-logs.js')],
});

module.exports = base;
