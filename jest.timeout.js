// jest reads `testTimeout` from the root configuration only: a project's own value (jest.base.js) is
// ignored when jest runs with `projects`, so tests and hooks fell back to 5 s. Each project sets its
// timeout here instead (the value comes from the project's `globals`, see jest.base.js).
jest.setTimeout(globalThis.__PROJECT_TEST_TIMEOUT__ ?? 20000);
