// Every workspace's unit and service tests, the root scripts' (scripts/*.test.mjs) and the fuzzer's
// generator (e2e/fuzz/*.test.ts). Pact
// (*.pact.test.ts) and browser journeys (e2e/) run as their own stages of `npm test`
// (scripts/test.mjs), because they need ordering or a built portal.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .filter((w) => w !== 'e2e')
    .map((w) => path.join(__dirname, w, 'jest.config.js'))
    .filter((f) => existsSync(f))
    .concat(path.join(__dirname, 'scripts', 'jest.config.js'))
    // the fuzzer's generator tests (the fuzz run itself is `npm test -- fuzz`)
    .concat(path.join(__dirname, 'e2e', 'fuzz', 'jest.unit.config.js')),
};
