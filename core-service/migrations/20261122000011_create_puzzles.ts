import type { Knex } from 'knex';
import { createdAt, id } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('puzzles', (t) => {
    id(knex, t);
    // Puzzles are deleted with their competition.
    t.uuid('competition_id').notNullable().references('id').inTable('puzzle_competitions').onDelete('CASCADE').index();
    t.text('fen').notNullable();
    t.text('solution').notNullable().comment('UCI moves separated by spaces');
    t.integer('rating');
    t.text('theme');
    t.text('lichess_id');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('puzzles');
}
