// The fuzzer's generator and mutators, tested without a portal (part of the unit stage, project 'fuzz').
const base = require('../../jest.base').workspaceJestConfig(__dirname);

module.exports = { ...base, displayName: 'fuzz', testMatch: ['<rootDir>/*.test.ts'] };
