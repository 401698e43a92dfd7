// `npm run migrate -w @chess-portal/core-service`: bring the configured database up to date.
import { loadEnv } from '../config/env';
import { createDb } from './knex';
import { migrateLatest } from './migrate';

async function main(): Promise<void> {
  const env = loadEnv();
  const db = createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  try {
    const ran = await migrateLatest(db);
    console.log(ran.length ? `Ran ${ran.length} migrations:\n  ${ran.join('\n  ')}` : 'Already up to date');
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('Migration failed:', err);
  process.exit(1);
});
