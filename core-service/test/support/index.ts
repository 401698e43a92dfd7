// core-service's public test entry, `@chess-portal/core-service/testing` (package.json `exports`):
// what other workspaces' tests (BFF stacks, Pact states) may use of core. Nothing else of core is
// imported from outside core-service.
export { createTestCore, type TestCore, type TestCoreOptions } from './test-core';
export { startHangingSmtp, startTestSmtp, mailText, type HangingSmtp, type TestSmtp } from './smtp';
export { createTestDatabase, useTestDatabase, type TestDatabase } from './test-database';
export { startTestLichess, T0, type TestLichess } from './test-lichess';
export { MEMBERSHIP_CACHE_MS } from '../../src/lichess/client';
export { createLifecycle, useSetup, SetupFailedError, SETUP_BUDGET_MS, type Lifecycle, type Open } from './lifecycle';
export { SettableClock } from '../../src/shared/clock';
export type { Db } from '../../src/db/knex';
export * from '../../src/db/models';
export { hashPassword } from '../../src/accounts/services/password';
export { seedDemo, demoLogins, type DemoIds } from '../../seeds/demo';
export * from './statement-fixtures';
