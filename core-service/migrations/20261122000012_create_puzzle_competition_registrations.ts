import type { Knex } from 'knex';
import { id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('puzzle_competition_registrations', (t) => {
    id(knex, t);
    t.uuid('competition_id').notNullable().references('id').inTable('puzzle_competitions').onDelete('CASCADE');
    userRef(t, 'player_id', 'CASCADE').index();
    t.integer('score').notNullable().defaultTo(0);
    t.integer('puzzles_solved').notNullable().defaultTo(0);
    t.integer('time_spent').notNullable().defaultTo(0);
    t.text('payment_status').notNullable().defaultTo('pending').checkIn(['pending', 'approved', 'rejected']);
    t.text('utr_number');
    timestamp(t, 'registered_at').notNullable().defaultTo(knex.fn.now());
    timestamp(t, 'completed_at');
  });
  await knex.raw(
    `create unique index puzzle_competition_registrations_competition_player_active
       on puzzle_competition_registrations (competition_id, player_id) where payment_status <> 'rejected'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('puzzle_competition_registrations');
}
