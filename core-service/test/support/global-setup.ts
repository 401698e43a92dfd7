// jest globalSetup (core-service, and the BFF projects that run a real core): builds the migrated
// PGlite template once, before any worker starts, so no test file pays for migrations and workers
// never build it side by side. With DATABASE_URL (real PostgreSQL) each file migrates its own schema.
import { ensureMigratedTemplate } from '../../src/db/pglite-template';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  await ensureMigratedTemplate();
}
