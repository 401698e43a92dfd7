import type { Knex } from 'knex';
import { timestamp } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.text('sid').primary();
    // Nullable: a session may exist before sign-in. Deleting the user ends its sessions.
    t.uuid('user_id').references('id').inTable('users').onDelete('CASCADE').index();
    t.jsonb('data').notNullable();
    timestamp(t, 'expires_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
