import type { Knex } from 'knex';
import { createdAt, timestamp, userRef } from '../src/db/migration-helpers';

// Idempotency-Key: the first answer to an unsafe call (push, join, approve, commission
// payment), per acting user, operation and key, kept for a day and given again to a retry.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    userRef(t, 'user_id', 'CASCADE');
    t.text('operation').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable().comment('sha-256 of the path and the body');
    t.integer('status').comment('null while the first request runs');
    t.jsonb('body');
    createdAt(knex, t);
    timestamp(t, 'expires_at').notNullable().index();
    t.primary(['user_id', 'operation', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
