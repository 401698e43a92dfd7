import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organizer_commissions', (t) => {
    id(knex, t);
    t.uuid('tournament_id').notNullable().unique().references('id').inTable('tournaments').onDelete('CASCADE');
    userRef(t, 'organizer_id', 'CASCADE').index();
    t.decimal('commission_amount', 10, 2).notNullable();
    t.text('organizer_transaction_id');
    t.text('status').notNullable().defaultTo('pending').checkIn(['pending', 'confirmed', 'overdue']);
    timestamp(t, 'due_date');
    timestamp(t, 'paid_at');
    userRef(t, 'confirmed_by', 'SET NULL');
    timestamp(t, 'confirmed_at');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('organizer_commissions');
}
