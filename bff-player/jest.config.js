const path = require('node:path');

const base = require('../jest.base').workspaceJestConfig(__dirname, {
  env: 'node',
  setupFiles: [path.join(__dirname, '../libs/service-kit/jest.silent-logs.js')],
});

// Integration tests run the real core-service on PGlite, whose CommonJS build is .cjs: transform it
// too (as core-service/jest.config.js does), else its `import("fs/promises")` needs vm modules.
module.exports = { ...base, transform: { ...base.transform, '^.+\\.cjs$': base.transform['^.+\\.mjs$'] } };
