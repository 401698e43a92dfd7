import type { Knex } from 'knex';
import { id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('puzzle_attempts', (t) => {
    id(knex, t);
    t.uuid('live_progress_id')
      .notNullable()
      .references('id')
      .inTable('live_event_progress')
      .onDelete('CASCADE')
      .index();
    t.uuid('puzzle_id').notNullable().references('id').inTable('puzzles').onDelete('CASCADE');
    userRef(t, 'player_id', 'CASCADE');
    t.specificType('moves', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_correct');
    t.integer('time_spent');
    timestamp(t, 'started_at');
    timestamp(t, 'completed_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('puzzle_attempts');
}
