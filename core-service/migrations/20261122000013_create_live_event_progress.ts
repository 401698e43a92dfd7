import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_event_progress', (t) => {
    id(knex, t);
    t.uuid('competition_id').notNullable().references('id').inTable('puzzle_competitions').onDelete('CASCADE');
    userRef(t, 'player_id', 'CASCADE');
    t.uuid('current_puzzle_id').references('id').inTable('puzzles').onDelete('SET NULL');
    t.integer('current_puzzle_index').notNullable().defaultTo(0);
    t.integer('score').notNullable().defaultTo(0);
    t.integer('puzzles_solved').notNullable().defaultTo(0);
    t.integer('time_spent').notNullable().defaultTo(0);
    timestamp(t, 'current_puzzle_start_time');
    timestamp(t, 'last_move_time');
    t.boolean('is_active').notNullable().defaultTo(true);
    createdAt(knex, t);
    timestamp(t, 'updated_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['competition_id', 'player_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_event_progress');
}
