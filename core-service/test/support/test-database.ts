// A fresh, migrated database per test file: a schema of its own on `databaseUrl` (real PostgreSQL,
// dropped on close), or an in-memory PGlite loaded from the migrated template (built once per run by
// global-setup.ts, see src/db/pglite-template.ts).
import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../../src/db/knex';
import { migrateLatest } from '../../src/db/migrate';
import { loadMigratedPglite } from '../../src/db/pglite-template';
import { setHashParamsForTests } from '../../src/accounts/services/password';
import { useSetup } from './lifecycle';

export type TestDatabase = { db: Db; close(): Promise<void> };

/** Runs `close` at most once, however often it is called. */
function once(close: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= close());
}

async function pgliteDatabase(): Promise<TestDatabase> {
  const pglite = await loadMigratedPglite();
  const db = createDb({ pglite });
  // knex closes the PGlite only if it ever connected: close it here too, or a handle stays open
  const close = once(async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  });
  return { db, close };
}

async function schemaDatabase(databaseUrl: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ databaseUrl });
  try {
    await admin.raw('create schema ??', [schema]);
  } finally {
    await admin.destroy();
  }
  const db = createDb({ databaseUrl, searchPath: schema });
  const close = once(async () => {
    try {
      await db.raw('drop schema ?? cascade', [schema]);
    } finally {
      await db.destroy();
    }
  });
  try {
    await migrateLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, close };
}

/** What passwords cost in tests (argon2id with 1 MiB, ~ms); production's cost is proven in password.test.ts. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * A fresh, migrated database: a schema of its own on `databaseUrl` (dropped on close), or an
 * in-memory PGlite loaded from the migrated template.
 */
export function createTestDatabase(databaseUrl?: string): Promise<TestDatabase> {
  setHashParamsForTests(TEST_ARGON2);
  return databaseUrl ? schemaDatabase(databaseUrl) : pgliteDatabase();
}

/** A test database for this file (DATABASE_URL when set), opened in beforeAll and closed in afterAll. */
export function useTestDatabase(): { readonly db: Db } {
  const get = useSetup('test database', async (open) =>
    open(await createTestDatabase(process.env.DATABASE_URL), (d) => d.close()),
  );
  return {
    get db() {
      return get().db;
    },
  };
}
