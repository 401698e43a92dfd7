import type { Knex } from 'knex';
import { timestamp } from '../src/db/migration-helpers';

// Abuse limits: one counter per bucket and key, shared by every BFF replica and kept
// across restarts. The key (an e-mail, an address, a user id) is stored only as its SHA-256.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('bucket').notNullable();
    t.text('key_hash').notNullable().comment('sha-256 of the key; the key itself is never stored');
    t.integer('count').notNullable().defaultTo(0);
    timestamp(t, 'window_ends_at').notNullable().index();
    timestamp(t, 'last_hit_at').notNullable();
    t.primary(['bucket', 'key_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
