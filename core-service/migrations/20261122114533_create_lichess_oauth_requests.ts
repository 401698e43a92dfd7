import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

// Organizer OAuth: one row per authorization started and not yet finished. The state is
// checked on the way back, the row is deleted on first use (single use) and expires after minutes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lichess_oauth_requests', (t) => {
    id(knex, t);
    userRef(t, 'user_id', 'CASCADE').index();
    t.text('state').notNullable().unique();
    t.text('code_verifier').notNullable().comment('encrypted PKCE verifier');
    t.text('redirect_uri').notNullable();
    timestamp(t, 'expires_at').notNullable();
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lichess_oauth_requests');
}
