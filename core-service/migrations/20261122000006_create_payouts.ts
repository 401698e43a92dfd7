import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payouts', (t) => {
    id(knex, t);
    t.uuid('tournament_id').notNullable().references('id').inTable('tournaments').onDelete('CASCADE').index();
    userRef(t, 'player_id', 'CASCADE');
    t.decimal('amount', 10, 2).notNullable();
    t.integer('rank');
    t.text('status').notNullable().defaultTo('pending');
    t.text('upi_transaction_id');
    timestamp(t, 'processed_at');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payouts');
}
