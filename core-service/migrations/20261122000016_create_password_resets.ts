import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    id(knex, t);
    userRef(t, 'user_id', 'CASCADE').index();
    t.text('token_hash').notNullable().unique().comment('sha-256 of the token; the token itself is only mailed');
    timestamp(t, 'expires_at').notNullable();
    timestamp(t, 'used_at');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
}
