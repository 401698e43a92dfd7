// One shared jest configuration; each workspace's jest.config.js calls it (TOOLCHAIN.md recipe).
const path = require('node:path');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: false },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {string} dir the workspace folder (__dirname)
 * @param {{ env?: 'node' | 'jsdom', setupFiles?: string[], setupFilesAfterEnv?: string[], testMatch?: string[], testTimeout?: number }} opts
 */
function workspaceJestConfig(dir, opts = {}) {
  const name = path.relative(__dirname, dir).replace(/^libs\//, '');
  const testTimeout = opts.testTimeout ?? 30000; // a busy 2-core machine: 5 s (jest's default) was not enough
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: opts.env ?? 'node',
    testMatch: opts.testMatch ?? ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pact\\.test\\.ts$'],
    transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.(c|m)js$': swc(false) },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    setupFiles: [path.join(__dirname, 'jest.polyfills.js'), ...(opts.setupFiles ?? [])],
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.timeout.js'),
      ...(opts.env && opts.env !== 'node' ? [path.join(__dirname, 'jest.dom-timeout.js')] : []),
      ...(opts.setupFilesAfterEnv ?? []),
    ],
    // testTimeout alone is ignored inside `projects`; jest.timeout.js applies the same value
    testTimeout,
    globals: { __PROJECT_TEST_TIMEOUT__: testTimeout },
    moduleNameMapper: { '\\.(png|jpe?g|svg|gif|css)$': path.join(__dirname, 'jest.file-stub.js') },
  };
}

module.exports = { workspaceJestConfig };
