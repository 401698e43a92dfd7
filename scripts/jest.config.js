// Tests of the root scripts (npm start's supervisor, the server build): plain ES modules like the scripts.
const base = require('../jest.base').workspaceJestConfig(__dirname);

module.exports = { ...base, testMatch: ['<rootDir>/**/*.test.mjs'] };
