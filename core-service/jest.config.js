module.exports = require('../jest.base').workspaceJestConfig(__dirname, { env: 'node' });
