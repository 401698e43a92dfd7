const base = require('../jest.base').workspaceJestConfig(__dirname, { env: 'node' });

// PGlite ships its CommonJS build as .cjs, which the base transform (ts/tsx/js/jsx/mjs) does not
// match; without the transform its `import("fs/promises")` needs --experimental-vm-modules.
module.exports = { ...base, transform: { ...base.transform, '^.+\\.cjs$': base.transform['^.+\\.mjs$'] } };
