import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

// A changed e-mail address takes effect only through a link sent to it (the profile must
// not reveal which addresses have accounts). One row per requested change; single use, expires.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_changes', (t) => {
    id(knex, t);
    userRef(t, 'user_id', 'CASCADE').index();
    t.text('new_email').notNullable();
    t.text('token_hash').notNullable().unique().comment('sha-256 of the token; the token itself is only mailed');
    timestamp(t, 'expires_at').notNullable();
    timestamp(t, 'used_at');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_changes');
}
