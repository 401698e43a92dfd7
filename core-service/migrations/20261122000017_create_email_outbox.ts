import type { Knex } from 'knex';
import { createdAt, id, timestamp } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (t) => {
    id(knex, t);
    t.text('to').notNullable();
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    createdAt(knex, t);
    timestamp(t, 'sent_at');
  });
  await knex.raw('create index email_outbox_unsent on email_outbox (created_at) where sent_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
